import {changedRules, darkDelta, deriveDark, diagramHtml, mergeColorModes, svgId} from '../colorModes';

// Shaped like mermaid's output: the stylesheet first, scoped by the root's id; the dark theme adds a
// gradient, shadows differ in colour, and sequence diagrams number their actors on from drawing to drawing.
const light =
  '<svg id="mermaid-1" width="100%"><style>#mermaid-1{fill:#333;}@keyframes dash{to{stroke-dashoffset:0;}}#mermaid-1 .edge{stroke-width:1px;}#mermaid-1 .node rect{fill:#ECECFF;}</style>' +
  '<g><line id="actor3"></line><g id="root-3"></g><rect class="node"></rect></g><defs><filter><feDropShadow flood-color="#000000"></feDropShadow></filter></defs></svg>';
const dark =
  '<svg id="mermaid-1" width="100%"><style>#mermaid-1{fill:#ccc;}@keyframes dash{to{stroke-dashoffset:0;}}#mermaid-1 .edge{stroke-width:1px;}#mermaid-1 .node rect{fill:#1f2020;}</style>' +
  '<g><line id="actor7"></line><g id="root-8"></g><rect class="node"></rect></g><defs><filter><feDropShadow flood-color="#FFFFFF"></feDropShadow></filter></defs><linearGradient id="mermaid-1-gradient"><stop></stop></linearGradient></svg>';

describe('mergeColorModes', () => {
  it('adds to the light drawing the dark rules that differ, under the dark mode, and the dark gradients', () => {
    expect(mergeColorModes({light, dark})).toBe(
      '<svg id="mermaid-1" width="100%"><style>#mermaid-1{fill:#333;}@keyframes dash{to{stroke-dashoffset:0;}}#mermaid-1 .edge{stroke-width:1px;}#mermaid-1 .node rect{fill:#ECECFF;}' +
        "[data-theme='dark'] #mermaid-1{fill:#ccc;}[data-theme='dark'] #mermaid-1 .node rect{fill:#1f2020;}</style>" +
        '<g><line id="actor3"></line><g id="root-3"></g><rect class="node"></rect></g><defs><filter><feDropShadow flood-color="#000000"></feDropShadow></filter></defs><linearGradient id="mermaid-1-gradient"><stop></stop></linearGradient></svg>',
    );
  });

  it('gives up when the drawings differ in shape or id', () => {
    expect(mergeColorModes({light, dark: dark.replace('<rect class="node">', '<circle class="node">')})).toBeNull();
    expect(mergeColorModes({light, dark: dark.replaceAll('mermaid-1', 'mermaid-2')})).toBeNull();
  });
});

describe('diagramHtml', () => {
  it('is the merged drawing when there is one', () => {
    expect(diagramHtml({light, dark})).toBe(mergeColorModes({light, dark}));
  });

  it('else both drawings, marked with their mode, the dark one under its own id', () => {
    const otherDark = dark.replace('<rect class="node">', '<circle class="node">');
    const html = diagramHtml({light, dark: otherDark});
    expect(html).toBe(light.replace('<svg ', '<svg data-color-mode="light" ') + otherDark.replaceAll('mermaid-1', 'mermaid-1-dark').replace('<svg ', '<svg data-color-mode="dark" '));
  });
});

describe('changedRules', () => {
  it('keeps the rules the light stylesheet lacks, without keyframes', () => {
    expect(changedRules('#a{x:1;}#a b{y:2;}', '@keyframes k{to{z:0;}}#a{x:1;}#a b{y:3;}')).toBe('#a b{y:3;}');
  });
});

describe('svgId', () => {
  it('reads the root element\'s id only', () => {
    expect(svgId('<svg width="1" id="mermaid-9"><g id="x"></g></svg>')).toBe('mermaid-9');
    expect(svgId('<svg><g id="x"></g></svg>')).toBeUndefined();
  });
});

describe('darkDelta and deriveDark', () => {
  it('make from another light drawing of the kind the dark drawing mermaid would have drawn', () => {
    const delta = darkDelta({light, dark})!;
    expect(delta.rules).toBe('#{id}{fill:#ccc;}#{id} .node rect{fill:#1f2020;}');
    const otherLight = light.replaceAll('mermaid-1', 'mermaid-2').replace('<rect class="node"></rect>', '<rect class="node"></rect><rect class="node"></rect>');
    const otherDark = dark.replaceAll('mermaid-1', 'mermaid-2').replace('<rect class="node"></rect>', '<rect class="node"></rect><rect class="node"></rect>');
    expect(mergeColorModes({light: otherLight, dark: deriveDark(otherLight, delta)})).toBe(mergeColorModes({light: otherLight, dark: otherDark}));
  });

  it('is null for drawings that differ in shape', () => {
    expect(darkDelta({light, dark: dark.replace('<rect class="node">', '<circle class="node">')})).toBeNull();
  });
});
