import path from 'node:path';
import {BAD_ENCODING, resolveDocLink, type DocLinkContext} from '../resolveDocLink';

const docsDir = '/site/docs';
const files = new Set(
  ['api/README.md', 'api/request/request.md', 'api/router.md', 'quickstart.md', 'component/README.md', 'api/img/flow.svg']
    .map((file) => path.join(docsDir, file))
    .concat('/site/static/files/demo.zip'),
);

function createContext(overrides: Partial<DocLinkContext> = {}): DocLinkContext {
  return {
    fromDir: path.join(docsDir, 'api'),
    docsDir,
    staticDir: '/site/static',
    exists: (file) => files.has(file),
    ...overrides,
  };
}

describe('resolveDocLink', () => {
  it.each([
    ['router', './router.md'],
    ['router.html', './router.md'],
    ['./router.html#success', './router.md#success'],
    ['request/request', './request/request.md'],
    ['../quickstart', '../quickstart.md'],
    ['/quickstart', '../quickstart.md'],
    ['/quickstart.html#install', '../quickstart.md#install'],
    ['/api/request/request.html?from=home#params', './request/request.md?from=home#params'],
    ['/component/', '../component/README.md'],
    ['/component', '../component/README.md'],
    ['../component/', '../component/README.md'],
    ['/', '../README.md'],
  ])('resolves %s to %s', (url, expected) => {
    const context = createContext({exists: (file) => files.has(file) || file === path.join(docsDir, 'README.md')});
    expect(resolveDocLink(url, context)).toMatchObject({kind: 'markdown', url: expected});
  });

  it.each([
    ['external', 'https://dcloud.net.cn/'],
    ['protocol-relative', '//example.com/x'],
    ['mail', 'mailto:docs@example.com'],
    ['in-page anchor', '#params'],
    ['image next to the page', './img/flow.svg'],
    ['static file', '/files/demo.zip'],
  ])('leaves a %s link as written', (_kind, url) => {
    expect(resolveDocLink(url, createContext())).toEqual({kind: 'keep'});
  });

  it.each([
    ['/nowhere', 'no page has this address'],
    ['missing.html#x', 'no page has this address'],
    ['./missing/', 'no page has this address'],
    ['/files/missing.pdf', 'no such file'],
    ['./missing.md', 'no such markdown file'],
    ['/bad%E0%A4%A', BAD_ENCODING],
  ])('reports %s as broken', (url, reason) => {
    expect(resolveDocLink(url, createContext())).toEqual({kind: 'broken', reason});
  });

  it('reads encoded Chinese paths', () => {
    const context = createContext({exists: (file) => file === path.join(docsDir, 'api', '指南.md')});
    expect(resolveDocLink('%E6%8C%87%E5%8D%97.html', context)).toMatchObject({kind: 'markdown', url: './指南.md'});
  });

  it('keeps a link to an existing markdown file as written, naming the file, hash and query', () => {
    expect(resolveDocLink('../quickstart.md#install', createContext())).toEqual({
      kind: 'markdown',
      url: '../quickstart.md#install',
      file: path.join(docsDir, 'quickstart.md'),
      suffix: '#install',
    });
  });
});
