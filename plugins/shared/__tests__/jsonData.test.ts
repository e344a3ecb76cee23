import {lineOf, parseJsonObject} from '../jsonData';

const parse = (text: string) => parseJsonObject('data/x.json', text, '{"a": 1}');

describe('parseJsonObject', () => {
  it('reads one object', () => {
    expect(parse('{\n  "a": {"b": [1, 2]}\n}\n')).toEqual({a: {b: [1, 2]}});
  });

  it.each([
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', `"data/x.json:2: not valid JSON: a comma is missing between two entries. Check commas and quotes."`],
    ['a trailing comma', '{\n  "a": 1,\n}', `"data/x.json:2: not valid JSON: a key must be in double quotes (or a comma is left after the last entry). Check commas and quotes."`],
    ['single quotes', "{\n\n  'a': 1\n}", `"data/x.json:3: not valid JSON: unexpected character; strings use double quotes. Check commas and quotes."`],
    ['an unclosed object', '{\n  "a": {"b": 1}\n', `"data/x.json:2: not valid JSON: a "}" is missing. Check commas and quotes."`],
    ['a key written twice', '{\n  "a": 1,\n  "b": {"c": 1, "c": 2}\n}', `"data/x.json:3: "c" is written twice in the same object; keep one."`],
    ['a top-level duplicate', '{\n  "a": 1,\n\n  "a": 2\n}', `"data/x.json:4: "a" is written twice in the same object; keep one."`],
    ['an array', '[1]', `"data/x.json:1: the file is one JSON object, such as {"a": 1}."`],
    ['an empty file', '', `"data/x.json:1: not valid JSON: a value is missing (or a comma is left after the last entry). Check commas and quotes."`],
  ])('rejects %s, naming the line', (_case, text, message) => {
    expect(() => parse(text)).toThrowErrorMatchingInlineSnapshot(message);
  });
});

describe('lineOf', () => {
  it('finds the line of a key, not of the same text as a value', () => {
    expect(lineOf('{\n  "x": "b",\n  "b": 2\n}', 'b')).toBe(3);
  });
});
