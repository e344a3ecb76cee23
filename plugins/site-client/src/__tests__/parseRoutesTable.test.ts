import fs from 'node:fs';
import path from 'node:path';
import {parseRoutesTable} from '../parseRoutesTable';

const header = 'route\tfile\ttitle\ttier';

describe('parseRoutesTable', () => {
  it('reads rows, index files included', () => {
    const text = `${header}\n/\tdocs/README.md\t\tmajor\n/api/request/request.html\tdocs/api/request/request.md\t发起请求\tstandard\n/uni-app-x/\tdocs/uni-app-x/readme.md\t\tstandard\n`;
    expect(parseRoutesTable('data/routes.tsv', text)).toEqual([
      {route: '/', file: 'docs/README.md', title: '', tier: 'major'},
      {route: '/api/request/request.html', file: 'docs/api/request/request.md', title: '发起请求', tier: 'standard'},
      {route: '/uni-app-x/', file: 'docs/uni-app-x/readme.md', title: '', tier: 'standard'},
    ]);
  });

  it.each([
    ['a missing header', '/\tdocs/README.md\t\tmajor', `"data/routes.tsv:1: the first line must be the header "route\\tfile\\ttitle\\ttier" (tab-separated)."`],
    ['a short row', `${header}\n/\tdocs/README.md`, `"data/routes.tsv:2: expected 4 tab-separated cells (route, file, title, tier), found 2."`],
    ['a route without a slash', `${header}\napi.html\tdocs/api.md\t\tmajor`, `"data/routes.tsv:2: route "api.html" must be a path starting with "/", without spaces, "#" or "?"."`],
    ['a file outside docs', `${header}\n/a.html\tsrc/a.md\t\tmajor`, `"data/routes.tsv:2: file "src/a.md" must be a markdown file under docs/, such as docs/api/README.md."`],
    ['a file published elsewhere', `${header}\n/a.html\tdocs/b.md\t\tmajor`, `"data/routes.tsv:2: file "docs/b.md" is published at /b.html, not at /a.html."`],
    ['an unknown tier', `${header}\n/a.html\tdocs/a.md\t\tbig`, `"data/routes.tsv:2: tier "big" must be major or standard."`],
    ['a route listed twice', `${header}\n/a.html\tdocs/a.md\t\tmajor\n/a.html\tdocs/a.md\t\tmajor`, `"data/routes.tsv:3: route /a.html is already listed on line 2."`],
  ])('rejects %s, naming file and line', (_case, text, message) => {
    expect(() => parseRoutesTable('data/routes.tsv', text)).toThrowErrorMatchingInlineSnapshot(message);
  });

  it("accepts the project's inventory", () => {
    const text = fs.readFileSync(path.join(__dirname, '../../../../data/routes.tsv'), 'utf8');
    // Every line after the header is a page: none is dropped.
    expect(parseRoutesTable('data/routes.tsv', text).length).toBe(text.trim().split('\n').length - 1);
  });
});
