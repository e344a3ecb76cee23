import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkTranslation} from '../checkTranslation';
import {parseGlossary} from '../glossary';
import {sourceHash} from '../record';
import {translationFrontMatter} from '../frontMatter';
import {SOURCE_CHANGED} from '../keys';
import {recordedSource, translationStates} from '../translations';

const siteDir = path.resolve(__dirname, '../../../..');
const glossary = parseGlossary('基座\tbase\tavoid: playground.\n小程序\tmini program\tavoid: applet, miniprogram\n', 'i18n/en/glossary.tsv');
const SOURCE = ['---', 'title: 标题', '---', '', '## 参数 {#params}', '', '正文', '', '### 1. 在 manifest.json 中声明', ''].join('\n');

function check(text: string) {
  return checkTranslation({file: 'en.md', text, sourceFile: 'docs/a.md', sourceText: SOURCE, glossary, glossaryFile: 'i18n/en/glossary.tsv'});
}
const HEADINGS = '## Parameters {#params}\n\n### 1. Declare it in manifest.json {#1-在-manifestjson-中声明}\n';

describe('translation records', () => {
  it('names a source by the start of its git blob id, as git does', () => {
    const file = path.join(siteDir, 'docs', 'README.md');
    const git = execFileSync('git', ['hash-object', file], {encoding: 'utf8'}).trim();
    expect(git.startsWith(sourceHash(fs.readFileSync(file, 'utf8')))).toBe(true);
    expect(sourceHash('a\r\nb\n')).toBe(sourceHash('a\nb\n'));
  });

  it('marks a translation whose source has changed, and refuses a record on a source page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-'));
    const source = path.join(dir, 'a.md');
    fs.writeFileSync(source, SOURCE);
    const input = {file: 'i18n/en/a.md', text: '---\ntranslation_of: 0123456789ab\n---\n', translated: true, source};
    expect(translationFrontMatter({...input, frontMatter: {translation_of: sourceHash(SOURCE)}})).toEqual({});
    expect(translationFrontMatter({...input, frontMatter: {translation_of: '0123456789ab'}})).toEqual({[SOURCE_CHANGED]: true});
    expect(() => translationFrontMatter({...input, file: 'docs/a.md', translated: false, frontMatter: {translation_of: '0123456789ab'}})).toThrow('docs/a.md:2: translation_of belongs in a translated page');
    fs.rmSync(dir, {recursive: true});
  });

  it('reads the record from a page\'s front matter, or from the last line of a partial, which has none', () => {
    expect(recordedSource('---\ntitle: A\ntranslation_of: "4239000e8701"\n---\n\nText')).toBe('4239000e8701');
    expect(recordedSource('# Page not found\n\n<!-- translation_of: "0123456789ab" -->\n')).toBe('0123456789ab');
    expect(recordedSource('# Page not found\n')).toBeUndefined();
  });

  it('tells translated, stale and untranslated pages of the site apart', () => {
    const states = translationStates(siteDir, 'en');
    expect(states.find(({source}) => source === 'docs/release.md')).toMatchObject({releaseNotes: true});
    expect(states.every(({state}) => ['current', 'stale', 'unstamped', 'untranslated'].includes(state))).toBe(true);
    expect(states.filter(({state}) => state !== 'untranslated').length).toBeGreaterThan(0);
  });
});

describe('the glossary', () => {
  it('reads the site\'s glossary', () => {
    const terms = parseGlossary(fs.readFileSync(path.join(siteDir, 'i18n/en/glossary.tsv'), 'utf8'), 'i18n/en/glossary.tsv');
    expect(terms.find(({source}) => source === '小程序')).toMatchObject({target: 'mini program', avoid: expect.arrayContaining(['applet'])});
  });

  it.each([
    ['基座\n', 'x.tsv:1: a glossary line needs a source term and its target term'],
    ['基座\tbase\n基座\tdock\n', 'x.tsv:2: "基座" is already in the glossary (line 1)'],
    ['基座\tbase\tavoid: Base.\n', 'x.tsv:1: "Base" is both the target term and a variant to avoid.'],
    ['基座\tbase\tnote\textra\n', 'x.tsv:1: a glossary line has three columns'],
  ])('stops on a bad line: %j', (text, message) => {
    expect(() => parseGlossary(text, 'x.tsv')).toThrow(message);
  });
});

describe('checking a translated page', () => {
  it('passes a faithful page: Chinese only in code, ids, quoted labels and keywords', () => {
    const text = ['---', 'title: Title', 'keywords: [基座, base]', '---', '', 'Choose **Run** ("运行") and `uni.showToast({title: \'加载中\'})`.', '', '```js', '// 注释', '```', '', HEADINGS].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('reports Chinese left in the text, with the glossary\'s English when it has the term', () => {
    expect(check(`---\ntitle: 标题\n---\n\nRun it on a 基座.\n\n${HEADINGS}`)).toEqual([
      {file: 'en.md', line: 2, message: 'Chinese in the English text: "标题": write it in English, quote it if it is a label of a Chinese interface, or put code in backticks.'},
      {file: 'en.md', line: 5, message: 'Chinese in the English text: "基座": the glossary\'s English for "基座" is "base" (i18n/en/glossary.tsv:1).'},
    ]);
  });

  it('reports a form the glossary rules out, as a word of prose only', () => {
    expect(check(`An applet, an applets, miniProgram and \`miniprogram\`.\n\n${HEADINGS}`)).toEqual([{file: 'en.md', line: 1, message: '"applet": the glossary\'s form is "mini program" (i18n/en/glossary.tsv:2).'}]);
  });

  it('reports headings whose ids are not the source\'s, saying which id to write', () => {
    const problems = check('## Parameters\n\nText.\n');
    expect(problems.map(({line, message}) => `${line}: ${message}`)).toEqual([
      '1: the heading "Parameters" has the id "parameters", which docs/a.md has not, so links to its anchors would not work in both languages. The heading in this place of docs/a.md (line 5) has the id "params": write {#params} after the heading.',
      '1: no heading with the id "params" ("参数", docs/a.md:5): translate that heading and end it with {#params}.',
      '1: no heading with the id "1-在-manifestjson-中声明" ("1. 在 manifest.json 中声明", docs/a.md:9): translate that heading and end it with {#1-在-manifestjson-中声明}.',
    ]);
  });
});
