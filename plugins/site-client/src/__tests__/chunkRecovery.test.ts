import {chunkRecovery, fullLoadKey, isChunkLoadError} from '../chunkRecovery';

describe('isChunkLoadError', () => {
  const named = Object.assign(new Error('x'), {name: 'ChunkLoadError'});
  it.each([
    [named, true],
    [new Error('Loading chunk 4821 failed.\n(missing: /assets/js/4821.js)'), true],
    [new Error('Loading CSS chunk 12 failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('chunkRecovery', () => {
  it('loads the address fully the first time, then shows a message', () => {
    expect(chunkRecovery(false)).toBe('full-load');
    expect(chunkRecovery(true)).toBe('message');
  });

  it('remembers attempts per address', () => {
    expect(fullLoadKey('/api/router.html')).toBe('site:chunk-full-load:/api/router.html');
  });
});
