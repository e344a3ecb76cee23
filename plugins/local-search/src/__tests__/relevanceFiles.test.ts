import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readQueries} from '../../eval/evaluate';

// The relevance set and the held-out queries are data files people edit: each line must read, and a
// bad one names its file and line.
const EVAL = path.join(__dirname, '../../eval');

function readLines(lines: string[]) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'relevance-')), 'queries.tsv');
  fs.writeFileSync(file, lines.join('\n'));
  return {file, read: () => readQueries(file, ['zh', 'en'])};
}

test.each(['queries.tsv', 'heldout.tsv'])('%s reads', (name) => {
  expect(readQueries(path.join(EVAL, name), ['zh', 'en']).length).toBeGreaterThan(400);
});

test("a lone + separates the writer's pages from the assessed ones", () => {
  const {read} = readLines(['# comment', 'zh\t剪切板\t/api/system/clipboard.html + /api/a.html /api/b.html\tsynonym', 'en\tvibrate\t/api/system/vibrate.html\tenglish']);
  expect(read().map(({expected, assessed}) => [expected, assessed])).toEqual([
    [['/api/system/clipboard.html'], ['/api/a.html', '/api/b.html']],
    [['/api/system/vibrate.html'], []],
  ]);
});

test.each([
  ['a + with nothing after it', 'zh\tq\t/a.html +\ttask', 'a "+" must be followed by the assessed routes'],
  ['a + before any writer page', 'zh\tq\t+ /a.html\ttask', "the writer's expected routes come first"],
  ['two +', 'zh\tq\t/a.html + /b.html + /c.html\ttask', 'one "+" at most'],
  ['a route without /', 'zh\tq\t/a.html + b.html\ttask', 'expected routes must start with /'],
])('%s names file and line', (_, line, message) => {
  const {file, read} = readLines(['# comment', line]);
  expect(read).toThrow(`${file}:2: ${message}`);
});
