import {activeHeadingIndex, showsBackToTop} from '../readingPosition';

describe('activeHeadingIndex', () => {
  it.each([
    [[50, 400, 900], -1],
    [[9, 400, 900], 0],
    [[10, 400, 900], -1],
    [[-600, -100, 5, 700], 2],
    [[-900, -500, -20], 2],
    [[], -1],
  ])('tops %j → heading %d', (tops, index) => {
    expect(activeHeadingIndex(tops)).toBe(index);
  });
});

describe('showsBackToTop', () => {
  it.each([
    [0, false],
    [150, false],
    [300, false],
    [301, true],
    [400, true],
  ])('at %d px: %s', (scrollY, shown) => {
    expect(showsBackToTop(scrollY)).toBe(shown);
  });
});
