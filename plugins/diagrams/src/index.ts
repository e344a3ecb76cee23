import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {closeDiagramDrawers, diagramDrawer} from './drawDiagrams';
import {findDiagrams} from './findDiagrams';

export type Options = {
  /** Folders of markdown pages whose diagrams to draw ahead. */
  docsDirs: string[];
};

/**
 * Mermaid diagrams are drawn by `remarkDiagrams` as pages compile. This plugin starts drawing
 * every page's diagrams as Docusaurus loads content, and does not wait for them: the browser draws
 * (in a worker thread) while the bundler compiles, on the core the bundler leaves idle, and each
 * page with a diagram waits for its own drawing. Waiting here instead made a clean build ~8 s
 * longer. The build's end closes the browser.
 */
export default function diagramsPlugin({siteDir}: LoadContext, {docsDirs}: Options): Plugin {
  return {
    name: 'diagrams',
    async loadContent() {
      const drawer = diagramDrawer(siteDir, (message) => logger.warn(message));
      for (const dir of docsDirs.filter((folder) => fs.existsSync(folder))) {
        for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
          if (!/\.mdx?$/.test(name) || name.split(path.sep).includes('node_modules')) continue;
          // A diagram that fails is reported by its page, with its line (remarkDiagrams).
          for (const source of findDiagrams(fs.readFileSync(path.join(dir, name), 'utf8'))) drawer.draw(source).catch(() => undefined);
        }
      }
    },
    async postBuild() {
      await closeDiagramDrawers();
    },
  };
}
