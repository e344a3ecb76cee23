import {parentRows, rowLevel, visibleRows} from '../paramRows';

// url, header, success, └ data, └ └ list, └ └ total, └ statusCode, fail
const levels = [0, 0, 0, 1, 2, 2, 1, 0];

describe('rowLevel', () => {
  it.each([
    ['url', 0],
    ['\u2003data', 1],
    ['\u2003\u2003list', 2],
  ])('%j is level %d', (cell, level) => {
    expect(rowLevel(cell)).toBe(level);
  });
});

describe('parentRows', () => {
  it('finds the rows with a deeper row right under them', () => {
    expect(parentRows(levels)).toEqual([2, 3]);
  });
});

describe('visibleRows', () => {
  it('shows every row when nothing is folded', () => {
    expect(visibleRows(levels, new Set())).toEqual(levels.map(() => true));
  });

  it('hides all descendants of a folded row', () => {
    expect(visibleRows(levels, new Set([2]))).toEqual([true, true, true, false, false, false, false, true]);
  });

  it('keeps a folded child folded while its parent is open', () => {
    expect(visibleRows(levels, new Set([3]))).toEqual([true, true, true, true, false, false, true, true]);
  });
});
