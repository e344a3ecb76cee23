import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {diskEngine, evaluate, evaluateSuggestions, readQueries, report, shortfalls, suggestionsReport, type Floors} from '../plugins/local-search/eval/evaluate';
import {INDEX_DIR, type Manifest} from '../plugins/local-search/src/engine/format';
import {extractPage} from '../plugins/local-search/src/indexer/extractPage';

// The relevance set on the tested build's index, through the engine the browser runs (files read
// from disk): the figures stay at or above eval/floors.json, every name query opens its page
// first, no release notes come before the reference page, every query finds something, and a
// first query downloads no more than its budget. `npm run search:eval` prints the same report.
test('search relevance stays at or above its floors', async () => {
  test.setTimeout(120_000);
  const floors = JSON.parse(fs.readFileSync('plugins/local-search/eval/floors.json', 'utf8')) as Floors;
  const outcomes = await evaluate('build', readQueries('plugins/local-search/eval/queries.tsv', ['zh', 'en']), 'zh');
  await test.info().attach('relevance report', {body: report(outcomes), contentType: 'text/markdown'});
  expect(shortfalls(outcomes, floors)).toEqual([]);
});

// A dead address (a page moved to another folder, or renamed) gets the page it stood for among the
// not-found page's three suggestions, as often as eval/floors.json says.
test('the not-found suggestions find the page a dead address stood for', async () => {
  test.setTimeout(120_000);
  const floors = JSON.parse(fs.readFileSync('plugins/local-search/eval/floors.json', 'utf8')) as Floors;
  const {text, short} = suggestionsReport(await evaluateSuggestions('build'), floors);
  await test.info().attach('not-found suggestions', {body: text, contentType: 'text/markdown'});
  expect(short).toEqual([]);
});

// As a reader types a code word letter by letter, the dialog already shows its page.
test('a code word still being typed finds its page', async () => {
  const {engine} = diskEngine('build');
  for (const [typed, page] of [
    ['uni.showMo', 'api/ui/prompt.html'],
    ['getSysteminf', 'api/system/info.html'],
    ['剪贴板 uni.setC', 'api/system/clipboard.html'],
  ]) {
    expect((await engine.search(typed!, 1))[0]?.path, typed).toBe(page);
  }
});

// A writer's `keywords` (front matter, in the head's meta keywords) find the page by words its text
// never uses: 吐司 and haptic are in no page but those pages' keywords.
test('readers\' words in a page\'s keywords find it', async () => {
  const {engine} = diskEngine('build');
  for (const [query, page] of [
    ['吐司', 'api/ui/prompt.html'],
    ['haptic', 'api/system/vibrate.html'],
  ]) {
    expect((await engine.search(query!, 1))[0]?.path, query).toBe(page);
  }
});

// The index is read from the built pages: every page of the inventory is in it (the not-found
// page is not), with its title, section, headings and the text of other pages' links to it.
test('the index holds every page of the inventory, as its built HTML shows it', async () => {
  const manifest = JSON.parse(fs.readFileSync(`build/${INDEX_DIR}/index.json`, 'utf8')) as Manifest;
  const indexed = new Set(manifest.pages.map(([path]) => `/${path}`));
  const routes = fs.readFileSync('data/routes.tsv', 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t')[0]!);
  expect(routes.filter((route) => route !== '/404.html' && !indexed.has(route))).toEqual([]);
  expect(indexed.has('/404.html')).toBe(false);
  const clipboard = extractPage(fs.readFileSync('build/api/system/clipboard.html', 'utf8'))!;
  expect([clipboard.title, clipboard.section]).toEqual(['剪贴板', 'API']);
  expect(clipboard.headings).toContain('uni.setClipboardData(OBJECT)');
  expect(clipboard.keywords.split(',')).toContain('剪切板');
  expect(clipboard.links).toContainEqual(['/api/', 'API 概述']);
  expect(clipboard.body).not.toContain('直接链接');
});
