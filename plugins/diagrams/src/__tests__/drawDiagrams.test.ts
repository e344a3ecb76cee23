import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DiagramDrawer, diagramId, diagramKind, drawingKey} from '../drawDiagrams';

describe('DiagramDrawer', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  });
  afterEach(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('without Chromium, says so once and leaves every diagram to the browser', async () => {
    const warn = jest.fn();
    const drawer = new DiagramDrawer(cacheDir, warn, path.join(cacheDir, 'no-chromium'));
    expect(await drawer.draw('flowchart LR\n  A --> B')).toBeNull();
    expect(await drawer.draw('flowchart TD\n  C --> D')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('apt-get install chromium');
  });

  it('takes a drawing kept from an earlier build without opening a browser', async () => {
    const source = 'flowchart LR\n  A --> B';
    const kept = {light: '<svg id="a"></svg>', dark: '<svg id="b"></svg>'};
    fs.writeFileSync(path.join(cacheDir, `${drawingKey(source)}.json`), JSON.stringify(kept));
    const warn = jest.fn();
    const drawer = new DiagramDrawer(cacheDir, warn, path.join(cacheDir, 'no-chromium'));
    expect(await drawer.draw(source)).toEqual(kept);
    expect(warn).not.toHaveBeenCalled();
  });

  // With Chromium (CHROMIUM_PATH, as for the build and the browser tests).
  it('draws in both modes, again after its idle browser closed, and reports what mermaid cannot read', async () => {
    const warn = jest.fn();
    const drawer = new DiagramDrawer(cacheDir, warn);
    try {
      const first = await drawer.draw('flowchart LR\n  甲 --> 乙');
      expect(first?.light).toContain('<svg');
      expect(first?.dark).toContain('<svg');
      // The worker closes its browser and ends 1.5 s after its last drawing (drawWorker.cjs).
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const second = await drawer.draw('flowchart LR\n  丙 --> 丁');
      expect(second?.light).toContain('丙');
      // Its dark drawing is made from the first flowchart's (colorModes.ts).
      expect(second?.dark).toContain('丙');
      expect(second?.dark).not.toBe(second?.light);
      await expect(drawer.draw('flowchart LR\n  A --> --> B')).rejects.toThrow(/Parse error on line 2/);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await drawer.close();
    }
  }, 60_000);
});

describe('diagramId', () => {
  it('is the same for the same source, and differs for another', () => {
    expect(diagramId('flowchart LR')).toBe(diagramId('flowchart LR'));
    expect(diagramId('flowchart LR')).not.toBe(diagramId('flowchart TD'));
    expect(diagramId('flowchart LR')).toMatch(/^mermaid-[0-9a-f]{12}$/);
  });
});

describe('diagramKind', () => {
  it('is the first word, past comments', () => {
    expect(diagramKind('flowchart LR\n  A --> B')).toBe('flowchart');
    expect(diagramKind('%% 登录流程\nsequenceDiagram\n  A->>B: hi')).toBe('sequenceDiagram');
  });

  it('is null for a diagram that sets its own theme or styles', () => {
    expect(diagramKind('%%{init: {"theme": "forest"}}%%\nflowchart LR\n  A --> B')).toBeNull();
    expect(diagramKind('flowchart LR\n  A --> B\n  classDef hot fill:#f96\n  class A hot')).toBeNull();
    expect(diagramKind('flowchart LR\n  A --> B\n  style A fill:#f9f')).toBeNull();
  });
});
