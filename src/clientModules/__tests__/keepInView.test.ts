import {sidebarScrollTop} from '../keepInView';

describe('sidebarScrollTop', () => {
  const view = {itemHeight: 30, viewHeight: 600};

  it('leaves a sidebar alone when the current item shows in full', () => {
    expect(sidebarScrollTop({...view, itemTop: 100, scrollTop: 0})).toBeNull();
    expect(sidebarScrollTop({...view, itemTop: 570, scrollTop: 0})).toBeNull();
  });

  it('centres an item below the visible part', () => {
    expect(sidebarScrollTop({...view, itemTop: 1500, scrollTop: 0})).toBe(1215);
  });

  it('centres an item above the visible part, never scrolling past the top', () => {
    expect(sidebarScrollTop({...view, itemTop: 400, scrollTop: 900})).toBe(115);
    expect(sidebarScrollTop({...view, itemTop: 10, scrollTop: 200})).toBe(0);
  });

  it('scrolls an item cut off at the bottom edge', () => {
    expect(sidebarScrollTop({...view, itemTop: 590, scrollTop: 0})).toBe(305);
  });
});
