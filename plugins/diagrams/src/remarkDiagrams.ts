import type {Code, Root} from 'mdast';
import logger from '@docusaurus/logger';
import {visit} from 'unist-util-visit';
import {fileError} from '../../markdown-syntax/src/fileError';
import {jsxElement, replaceNodes} from '../../markdown-syntax/src/mdast';
import {diagramDrawer, type Drawing} from './drawDiagrams';
import {diagramHtml} from './colorModes';

export type RemarkDiagramsOptions = {
  siteDir: string;
  /** Stands in for the drawer (tests). */
  draw?: (source: string) => Promise<Drawing | null>;
  /** Diagrams left to the reader's browser, as a build without Chromium leaves them (the test build's fixtures). */
  inBrowser?: (source: string) => boolean;
};

/** The container's classes: mermaid's own (the site's dark-mode label colours apply) and ours (for a diagram drawn twice, which drawing shows). */
export const DIAGRAM_CLASS = 'docusaurus-mermaid-container site-diagram';

const isDiagram = (node: {type: string; lang?: string | null}): node is Code => node.type === 'code' && node.lang === 'mermaid';

/**
 * Mermaid diagrams drawn at build: each ```` ```mermaid ```` block becomes its drawing, so a
 * page needs no mermaid code (~160 KB gzip) and draws nothing on load. A diagram that mermaid
 * cannot read fails the build at its line. Without a browser to draw with, the block is left to
 * @docusaurus/theme-mermaid, which draws it in the reader's browser.
 */
export default function remarkDiagrams({siteDir, draw, inBrowser = () => false}: RemarkDiagramsOptions) {
  const drawDiagram = draw ?? ((source: string) => diagramDrawer(siteDir, (message) => logger.warn(message)).draw(source));
  return async (tree: Root, file: {path: string}): Promise<void> => {
    const found: Code[] = [];
    visit(tree, (node) => {
      if (isDiagram(node) && !inBrowser(node.value)) found.push(node);
    });
    if (found.length === 0) return;
    const drawings = new Map<Code, Drawing | null>();
    await Promise.all(
      found.map(async (node) => {
        try {
          drawings.set(node, await drawDiagram(node.value));
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3).join(' ').trim();
          throw fileError(file, node, siteDir, `this mermaid diagram cannot be drawn: ${reason}. Check its syntax against https://mermaid.js.org/intro/syntax-reference.html.`);
        }
      }),
    );
    replaceNodes(tree, isDiagram, (node) => {
      const drawing = drawings.get(node);
      return drawing ? [jsxElement('div', {className: DIAGRAM_CLASS, dangerouslySetInnerHTML: {__html: diagramHtml(drawing)}})] : undefined;
    });
  };
}
