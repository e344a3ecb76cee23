import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');
const script = path.join(__dirname, '__fixtures__', 'compilePages.mjs');

/**
 * Untranslated pages with what differs most between locales' configurations: the release notes (the
 * pages that stay Chinese), which link translated pages (/worktile/) and come through the release
 * notes' preprocessor, and the test build's fixture pages (every widget and syntax, a diagram, code
 * groups, compatibility tables, markdown written for other tools, MDX).
 */
const PAGES = [
  'docs/release.md',
  'docs/vue3-cli-release.md',
  ...fs.readdirSync(path.join(siteDir, 'e2e', 'fixtures', 'docs')).filter((name) => /\.mdx?$/.test(name)).map((name) => `e2e/fixtures/docs/${name}`),
];

type Compiled = {baseUrl: string; modules: Record<string, string>};

/**
 * The pages compiled as the test build of `locale` compiles them (compilePages.mjs), in a Node
 * process of its own: Docusaurus loads the configuration once per locale, and the remark packages
 * are ES modules, which these tests (CommonJS) cannot load.
 */
function compile(locale: string, generatedFilesDir: string): Compiled {
  const env: NodeJS.ProcessEnv = {...process.env, DOCS_TEST_FIXTURES: '1'};
  // Docusaurus's markdown loader skips its processors' setup under jest.
  delete env.JEST_WORKER_ID;
  const output = execFileSync(process.execPath, [script, siteDir, locale, generatedFilesDir, ...PAGES], {env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  return JSON.parse(output) as Compiled;
}

describe('an untranslated page', () => {
  let generatedFilesDir: string;
  beforeAll(() => {
    generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-cache-locales-'));
  });
  afterAll(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

  it('compiles byte for byte alike in both locales, so that the English build can take it from the Chinese one', () => {
    for (const page of PAGES) {
      const translation = path.join(siteDir, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current', page.replace(/^docs\//, ''));
      expect({page, translated: fs.existsSync(translation)}).toEqual({page, translated: false});
    }
    const zh = compile('zh-Hans', generatedFilesDir);
    const en = compile('en', generatedFilesDir);
    expect([zh.baseUrl, en.baseUrl]).toEqual(['/', '/en/']);
    expect(Object.keys(zh.modules)).toEqual(PAGES);
    for (const page of PAGES) {
      expect({page, module: en.modules[page]}).toEqual({page, module: zh.modules[page]});
    }
  }, 180_000);
});
