import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {drawingSetup} from '../../../diagrams/src/drawDiagrams';
import {hashSiteInputs, SITE_INPUTS} from '../siteInputs';

const repo = path.resolve(__dirname, '..', '..', '..', '..');

describe('hashSiteInputs', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-inputs-'));
    fs.mkdirSync(path.join(siteDir, 'docs', '__tests__'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A');
    fs.writeFileSync(path.join(siteDir, 'docs', '__tests__', 'a.test.ts'), 'test');
    fs.writeFileSync(path.join(siteDir, 'logo.png'), 'png');
  });
  const chromiumPath = process.env.CHROMIUM_PATH;
  afterEach(() => {
    fs.rmSync(siteDir, {recursive: true, force: true});
    delete process.env.DOCS_EXAMPLE;
    if (chromiumPath === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = chromiumPath;
  });
  const hash = () => hashSiteInputs(siteDir, ['docs', 'logo.png', 'missing']);

  it('is stable while nothing changes, and ignores tests', () => {
    const first = hash();
    fs.writeFileSync(path.join(siteDir, 'docs', '__tests__', 'a.test.ts'), 'edited');
    expect(hash()).toBe(first);
  });

  it('changes with a page, a new file, an image, or a DOCS_ setting', () => {
    const seen = new Set([hash()]);
    fs.writeFileSync(path.join(siteDir, 'docs', 'a.md'), '# A, edited');
    seen.add(hash());
    fs.writeFileSync(path.join(siteDir, 'docs', 'b.md'), '# B');
    seen.add(hash());
    fs.writeFileSync(path.join(siteDir, 'logo.png'), 'a larger png');
    seen.add(hash());
    process.env.DOCS_EXAMPLE = '1';
    seen.add(hash());
    expect(seen.size).toBe(5);
  });

  it('changes with the code themes\' colours and the browsers JavaScript is compiled for', () => {
    const seen = new Set([hashSiteInputs(siteDir)]);
    fs.mkdirSync(path.join(siteDir, 'src'));
    fs.writeFileSync(path.join(siteDir, 'src', 'prismThemes.ts'), 'export const lightCodeTheme = {plain: {color: "#000"}};');
    seen.add(hashSiteInputs(siteDir));
    fs.writeFileSync(path.join(siteDir, 'package.json'), '{"browserslist": ["last 1 chrome version"]}');
    seen.add(hashSiteInputs(siteDir));
    expect(seen.size).toBe(3);
  });

  it('changes with what decides whether the build can draw diagrams, and with where the site is', () => {
    const first = hash();
    process.env.CHROMIUM_PATH = path.join(siteDir, 'chromium');
    const noChromium = hash();
    fs.writeFileSync(process.env.CHROMIUM_PATH, '#!/bin/sh');
    const withChromium = hash();
    expect(new Set([first, noChromium, withChromium]).size).toBe(3);
    expect(drawingSetup()).toContain(process.env.CHROMIUM_PATH);
    const moved = `${siteDir}-moved`;
    fs.renameSync(siteDir, moved);
    try {
      expect(hashSiteInputs(moved, ['docs', 'logo.png', 'missing'])).not.toBe(withChromium);
    } finally {
      fs.renameSync(moved, siteDir);
    }
  });
});

/** Every file of the site that docusaurus.config.ts imports, and they import, by TypeScript's module resolution. */
function configModules(): string[] {
  const {options} = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(repo, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, repo);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.json')) return;
    for (const {fileName} of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) visit(resolved.resolvedFileName);
    }
  };
  visit(path.join(repo, 'docusaurus.config.ts'));
  return [...seen].map((file) => path.relative(repo, file)).sort();
}

describe('SITE_INPUTS', () => {
  it('holds every file docusaurus.config.ts loads (the markdown plugins, their options, and what those import)', () => {
    const modules = configModules();
    expect(modules).toEqual(expect.arrayContaining(['src/prismThemes.ts', 'plugins/diagrams/src/remarkDiagrams.ts', 'i18n/locales.json']));
    const covered = (file: string) => SITE_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));
    expect(modules.filter((file) => !covered(file))).toEqual([]);
  });
});
