import {isDrag, stepSlide, swipeStep} from '../carousel';

describe('stepSlide', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, 0, 3, 1],
    [0, 1, 0, 0],
  ])('from %d by %d of %d slides is %d', (current, delta, count, expected) => {
    expect(stepSlide(current, delta, count)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it.each([
    [-80, 5, 1],
    [80, -5, -1],
    [-20, 0, 0],
    [-60, 90, 0],
  ])('a swipe of %d,%d steps %d', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});

describe('isDrag', () => {
  it.each([
    [0, 0, false],
    [5, 5, false],
    [0, 9, true],
    [-60, 2, true],
  ])('a press that moved (%d, %d) is a drag: %s', (deltaX, deltaY, drag) => {
    expect(isDrag(deltaX, deltaY)).toBe(drag);
  });
});
