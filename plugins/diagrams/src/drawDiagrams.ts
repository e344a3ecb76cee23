import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {darkDelta, deriveDark, type DarkDelta} from './colorModes';

/** The browser that draws; tests and CI use the same Chromium (`CHROMIUM_PATH`, as in playwright.config.ts). */
const chromium = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Mermaid's own minified build, which draws in Chromium; its folder (`dist/`) holds the others. */
export const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
export const MERMAID_VERSION: string = require('mermaid/package.json').version;
const WORKER = path.join(__dirname, 'drawWorker.cjs');

/** Each colour mode's mermaid theme, as `themeConfig.mermaid.theme` gives them to the client fallback. */
export const THEMES = {light: 'default', dark: 'dark'} as const;
export type ColorMode = keyof typeof THEMES;

/** A diagram drawn in both colour modes: mermaid's `<svg>` for each. */
export type Drawing = Record<ColorMode, string>;

/** Pages drawing at once: the build has two cores, and the bundler uses them too. */
const PAGES = 2;

/** The id of a diagram's `<svg>` in both modes, from its source: mermaid scopes its stylesheet by it. */
export function diagramId(source: string): string {
  return `mermaid-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
}

/**
 * The kind of a diagram (its first word: `flowchart`, `sequenceDiagram`), when its dark drawing can
 * be made from another of its kind; null when it sets its own theme (`%%{init}%%`) or styles.
 */
export function diagramKind(source: string): string | null {
  if (/%%\{|^\s*(?:classDef|class|style|linkStyle)\s/m.test(source)) return null;
  return /^\s*([A-Za-z][\w-]*)/m.exec(source.replace(/^\s*%%.*$/gm, ''))?.[1] ?? null;
}

/** A drawing's name in the cache: its source, and what else it is drawn with. */
export function drawingKey(source: string): string {
  return createHash('sha256').update(JSON.stringify([MERMAID_VERSION, THEMES, source])).digest('hex').slice(0, 32);
}

type Request = {id: number; source: string; svgId: string; modes: ColorMode[]};
type Reply = {id: number; drawing?: Partial<Drawing>; error?: string} | {unavailable: string};
type Pending = {request: Request; resolve: (drawing: Partial<Drawing> | null) => void; reject: (error: Error) => void};

/**
 * Draws mermaid diagrams in Chromium at build time, as the reader's browser would, and keeps each
 * drawing on disk (`cacheDir`) by its source and mermaid's version. The browser runs from a worker
 * thread (drawWorker.cjs). `draw` answers null when there is no Chromium, or no Chinese font to
 * measure labels with: the diagram is then drawn in the reader's browser.
 */
export class DiagramDrawer {
  private readonly drawings = new Map<string, Promise<Drawing | null>>();
  private readonly pending = new Map<number, Pending>();
  /** Per kind of diagram, the dark delta of its first drawing (null: draw each in both modes). */
  private readonly deltas = new Map<string, Promise<DarkDelta | null>>();
  private worker: Worker | null = null;
  private nextId = 0;
  /** No browser to draw with: said once, then every diagram is left to the reader's browser. */
  private unavailable = false;

  constructor(
    private readonly cacheDir: string,
    private readonly warn: (message: string) => void,
    private readonly chromiumPath = chromium(),
  ) {}

  draw(source: string): Promise<Drawing | null> {
    const key = drawingKey(source);
    let drawing = this.drawings.get(key);
    if (!drawing) {
      drawing = this.drawFresh(key, source);
      this.drawings.set(key, drawing);
    }
    return drawing;
  }

  private async drawFresh(key: string, source: string): Promise<Drawing | null> {
    const file = path.join(this.cacheDir, `${key}.json`);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Drawing;
    if (!fs.existsSync(this.chromiumPath)) {
      this.giveUp(`No Chromium at ${this.chromiumPath}`);
      return null;
    }
    const drawing = await this.drawBothModes(source);
    // Written off the build's thread, which compiles other pages meanwhile.
    if (drawing) {
      await fs.promises.mkdir(this.cacheDir, {recursive: true});
      await fs.promises.writeFile(file, JSON.stringify(drawing));
    }
    return drawing;
  }

  /**
   * The first diagram of a kind is drawn in both modes; the others of its kind only in light, with
   * the dark one made from the first's dark delta (colorModes.ts): half the drawing time.
   */
  private async drawBothModes(source: string): Promise<Drawing | null> {
    const kind = diagramKind(source);
    if (!kind) return this.request(source, ['light', 'dark']) as Promise<Drawing | null>;
    const firstOfKind = this.deltas.get(kind);
    if (!firstOfKind) {
      const drawing = this.request(source, ['light', 'dark']) as Promise<Drawing | null>;
      this.deltas.set(kind, drawing.then((both) => both && darkDelta(both)).catch(() => null));
      return drawing;
    }
    // Asked for at once, not once the first of its kind is drawn: the build's thread, busy
    // compiling, hears of that drawing late, and the browser would sit idle meanwhile.
    const [delta, drawn] = await Promise.all([firstOfKind, this.request(source, ['light'])]);
    if (!drawn?.light) return null;
    if (delta) return {light: drawn.light, dark: deriveDark(drawn.light, delta)};
    const dark = await this.request(source, ['dark']);
    return dark?.dark ? {light: drawn.light, dark: dark.dark} : null;
  }

  private async request(source: string, modes: ColorMode[]): Promise<Partial<Drawing> | null> {
    if (this.unavailable) return null;
    const request: Request = {id: this.nextId++, source, svgId: diagramId(source), modes};
    const worker = this.startWorker();
    // A drawing awaited keeps the build running; an idle worker does not.
    worker.ref();
    try {
      return await new Promise<Partial<Drawing> | null>((resolve, reject) => {
        this.pending.set(request.id, {request, resolve, reject});
        worker.postMessage(request);
      });
    } finally {
      if (this.pending.size === 0) this.worker?.unref();
    }
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, {workerData: {chromiumPath: this.chromiumPath, mermaidScript: MERMAID_SCRIPT, themes: THEMES, pages: PAGES}});
    worker.on('message', (reply: Reply) => {
      if ('unavailable' in reply) {
        this.giveUp(reply.unavailable);
        return;
      }
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.drawing ?? null);
    });
    worker.on('error', (error) => this.giveUp(error.message));
    // The worker ends itself when idle (drawWorker.cjs); requests it had not answered go to a new one.
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.pending.size === 0 || this.unavailable) return;
      const next = this.startWorker();
      for (const {request} of this.pending.values()) next.postMessage(request);
    });
    this.worker = worker;
    return worker;
  }

  private giveUp(reason: string): void {
    if (!this.unavailable) {
      this.warn(`${reason}: mermaid diagrams will be drawn in the reader's browser (about 230 KB gzip of code on their pages). Install Chromium and a Chinese font (Debian: apt-get install chromium fonts-wqy-microhei, or bash scripts/ensure-chromium.sh), or set CHROMIUM_PATH.`);
    }
    this.unavailable = true;
    for (const {resolve} of this.pending.values()) resolve(null);
    this.pending.clear();
    void this.close();
  }

  /** Closes the browser; a later draw opens it again. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    // The worker closes the browser and ends; one that does not answer is ended here.
    const ended = new Promise<void>((done) => worker.once('exit', () => done()));
    worker.postMessage({close: true});
    const timer = setTimeout(() => void worker.terminate(), 5_000).unref();
    await ended;
    clearTimeout(timer);
  }
}

/**
 * What decides whether this machine's build can draw diagrams, for the keys of caches of compiled
 * pages (plugins/mdx-cache): a page whose diagrams the build could not draw leaves them to the
 * reader's browser. The drawer needs Chromium at `CHROMIUM_PATH` (this names the file and its
 * size and date, which an upgrade changes) and a font with Chinese glyphs, which Chromium finds
 * through fontconfig (the fonts `fc-list` lists for Chinese).
 */
export function drawingSetup(chromiumPath = chromium()): string {
  const stat = fs.statSync(chromiumPath, {throwIfNoEntry: false});
  const fonts = spawnSync('fc-list', [':lang=zh', 'file'], {encoding: 'utf8'});
  const chineseFonts = fonts.error ? 'no fontconfig' : fonts.stdout.split('\n').sort().join('\n');
  return JSON.stringify({chromiumPath, chromium: stat ? `${stat.size} ${stat.mtimeMs}` : 'none', chineseFonts});
}

// Docusaurus loads this module twice, for the plugin (index.ts) and for the config's remark plugin:
// the drawers live on the global object, so that both use one browser and one set of drawings.
const drawers = ((globalThis as {[key: symbol]: unknown})[Symbol.for('site.diagramDrawers')] ??= new Map()) as Map<string, DiagramDrawer>;

/** The site's drawer, its drawings kept in `node_modules/.cache/diagrams` (`npm run clear` empties it). */
export function diagramDrawer(siteDir: string, warn: (message: string) => void): DiagramDrawer {
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'diagrams');
  let drawer = drawers.get(cacheDir);
  if (!drawer) {
    drawer = new DiagramDrawer(cacheDir, warn);
    drawers.set(cacheDir, drawer);
  }
  return drawer;
}

/** Closes every drawer's browser (the build is over). */
export async function closeDiagramDrawers(): Promise<void> {
  await Promise.all([...drawers.values()].map((drawer) => drawer.close()));
}
