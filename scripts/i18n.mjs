// Translations of the docs (plugins/translations):
//   npm run i18n:status [-- --locale en] [-- --all]  untranslated and stale pages, and what to run for each
//   npm run i18n:check [-- file…]                     the checks the build makes, on all translated pages or some
//   npm run i18n:stamp -- file…                       records that these pages translate their source as it is now
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
// TypeScript, as the plugin it shares: loaded as Docusaurus loads the site's config.
const jiti = require('jiti')(import.meta.url);
const {translationStates, translationProblems, formatProblem, translatedDocsDir, TRANSLATION_OF} = jiti('../plugins/translations/src/translations.ts');
const {sourceHash} = jiti('../plugins/translations/src/record.ts');
const {defaultLocale, locales} = JSON.parse(fs.readFileSync('i18n/locales.json', 'utf8'));

const [command, ...rest] = process.argv.slice(2);
const {values, positionals} = parseArgs({args: rest, allowPositionals: true, options: {locale: {type: 'string'}, all: {type: 'boolean', default: false}}});
const targetLocales = values.locale ? [values.locale] : locales.filter((locale) => locale !== defaultLocale);
const siteDir = process.cwd();

function localeOf(file) {
  const locale = /^i18n\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
  if (!locale) throw new Error(`${file}: not a translated page (those are under i18n/<locale>/docusaurus-plugin-content-docs/current/).`);
  return locale;
}

if (command === 'status') {
  for (const locale of targetLocales) {
    const pages = translationStates(siteDir, locale);
    const count = (state) => pages.filter((page) => page.state === state).length;
    const untranslated = pages.filter((page) => page.state === 'untranslated');
    console.log(`${locale}: ${pages.length} pages: ${count('current')} translated and current, ${count('stale')} stale, ${count('unstamped')} without ${TRANSLATION_OF}, ${untranslated.length} untranslated (${untranslated.filter((page) => page.releaseNotes).length} of them release notes, which may stay in the source language)`);
    for (const page of pages.filter((page) => page.state === 'stale')) {
      // The recorded version is a git object; the source as it is now may not be committed yet.
      console.log(`  stale: ${page.translation}\n    ${page.source} changed since: git cat-file -p ${page.recorded} | diff -u - ${page.source}  (then npm run i18n:stamp -- ${page.translation})`);
    }
    for (const page of pages.filter((page) => page.state === 'unstamped')) console.log(`  no ${TRANSLATION_OF}: ${page.translation}`);
    const listed = values.all ? untranslated : untranslated.filter((page) => !page.releaseNotes);
    if (listed.length > 0) console.log(`  untranslated${values.all ? '' : ' (release notes left out; --all lists them)'}:\n${listed.map((page) => `    ${page.source}`).join('\n')}`);
  }
} else if (command === 'check') {
  const problems = positionals.length > 0
    ? positionals.flatMap((file) => translationProblems(siteDir, localeOf(file), [file.split(path.sep).join('/')]))
    : targetLocales.flatMap((locale) => translationProblems(siteDir, locale));
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problem(s).`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} else if (command === 'stamp') {
  if (positionals.length === 0) throw new Error('npm run i18n:stamp -- <translated page>…: name the pages whose text now says what their source says.');
  for (const file of positionals) {
    const locale = localeOf(file);
    const source = path.join('docs', path.relative(translatedDocsDir(locale), file));
    // Quoted: YAML would read an id such as 4239e871… as a number.
    const hash = `"${sourceHash(fs.readFileSync(source, 'utf8'))}"`;
    const text = fs.readFileSync(file, 'utf8');
    const field = new RegExp(`^${TRANSLATION_OF}:.*$`, 'm');
    // A page records it in its front matter; a partial (404.md), which has none, in a last comment line.
    const comment = `<!-- ${TRANSLATION_OF}: ${hash} -->`;
    const commentLine = new RegExp(`^<!-- ${TRANSLATION_OF}: .* -->$`, 'm');
    const stamped = !/^---[ \t]*\r?\n/.test(text)
      ? commentLine.test(text) ? text.replace(commentLine, comment) : `${text.replace(/\s*$/, '')}\n\n${comment}\n`
      : field.test(text.split(/^---[ \t]*$/m)[1] ?? '')
        ? text.replace(field, `${TRANSLATION_OF}: ${hash}`)
        : text.replace(/^---[ \t]*\r?\n/, (open) => `${open}${TRANSLATION_OF}: ${hash}\n`);
    fs.writeFileSync(file, stamped);
    console.log(`${file}: ${TRANSLATION_OF}: ${hash} (${source})`);
  }
} else {
  console.error('npm run i18n:status | npm run i18n:check [-- file…] | npm run i18n:stamp -- file…');
  process.exitCode = 2;
}
