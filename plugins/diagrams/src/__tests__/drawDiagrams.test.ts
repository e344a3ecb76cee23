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
