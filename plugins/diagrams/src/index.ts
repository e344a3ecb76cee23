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
 * Mermaid diagrams are drawn by `remarkDiagrams` as pages compile. This plugin draws every page's
 * diagrams before that, while Docusaurus loads content (on one core: the browser has the other),
 * so that pages find their drawings ready; the build's end closes the browser that drew them.
 * Drawn during the compile instead, they reached the build's main thread in bursts, tens of
 * seconds late, while it was busy compiling.
 */
export default function diagramsPlugin({siteDir}: LoadContext, {docsDirs}: Options): Plugin {
  return {
    name: 'diagrams',
    async loadContent() {
      const drawer = diagramDrawer(siteDir, (message) => logger.warn(message));
      const drawings: Promise<unknown>[] = [];
      for (const dir of docsDirs.filter((folder) => fs.existsSync(folder))) {
        for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
          if (!/\.mdx?$/.test(name) || name.split(path.sep).includes('node_modules')) continue;
          for (const source of findDiagrams(fs.readFileSync(path.join(dir, name), 'utf8'))) drawings.push(drawer.draw(source));
        }
      }
      // A diagram that fails is reported by its page, with its line (remarkDiagrams).
      await Promise.allSettled(drawings);
    },
    async postBuild() {
      await closeDiagramDrawers();
    },
  };
}
