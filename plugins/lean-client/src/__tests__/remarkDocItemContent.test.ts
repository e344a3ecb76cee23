import type {Root} from 'mdast';
import remarkDocItemContent from '../remarkDocItemContent';
import {NON_PAGE_GLOBS} from '../../../html-routes/src/pageFiles';

const options = {docsDirs: ['/site/docs'], exclude: NON_PAGE_GLOBS};

describe('remarkDocItemContent', () => {
  it('makes a compiled page export the stock renderer of compiled markdown, ahead of its content', () => {
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: '正文'}]}]};
    remarkDocItemContent(options)(tree, {path: '/site/docs/api/request.md'});
    expect(tree.children).toHaveLength(2);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: 'export {default as DocItemContent} from "@theme-original/DocItem/Content";',
      data: {
        estree: {
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [{local: {name: 'default'}, exported: {name: 'DocItemContent'}}],
              source: {value: '@theme-original/DocItem/Content'},
            },
          ],
        },
      },
    });
    expect(tree.children[1]).toMatchObject({type: 'paragraph'});
  });

  it.each(['/site/docs/404.md', '/site/docs/api/_partial.md', '/site/docs/_parts/intro.md'])('leaves %s alone: not a page of its own', (path) => {
    const tree: Root = {type: 'root', children: []};
    remarkDocItemContent(options)(tree, {path});
    expect(tree.children).toEqual([]);
  });
});
