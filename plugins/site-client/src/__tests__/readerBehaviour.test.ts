import {anchorId, isMobileUserAgent, trickleAmount} from '../readerBehaviour';

describe('trickleAmount', () => {
  it('is a random share of the 0.02 rate', () => {
    expect(trickleAmount(0)).toBe(0);
    expect(trickleAmount(0.5)).toBeCloseTo(0.01);
    expect(trickleAmount(1)).toBeCloseTo(0.02);
  });
});

describe('anchorId', () => {
  it.each([
    ['#lifecycle', 'lifecycle'],
    ['#%E9%A1%B5%E9%9D%A2%E9%80%9A%E8%AE%AF', '页面通讯'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#', null],
    ['', null],
  ])('%j → %j', (hash, id) => {
    expect(anchorId(hash)).toBe(id);
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0', false],
  ])('%s → %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });
});
