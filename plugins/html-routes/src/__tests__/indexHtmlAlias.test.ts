import vm from 'node:vm';
import {indexHtmlAlias, indexHtmlAliasScript} from '../indexHtmlAlias';

describe('indexHtmlAlias', () => {
  it.each([
    ['/api/index.html', '/api/'],
    ['/index.html', '/'],
    ['/worktile/auto/hbuilderx-extension/INDEX.HTML', '/worktile/auto/hbuilderx-extension/'],
  ])('lands %s on %s', (pathname, route) => {
    expect(indexHtmlAlias(pathname)).toBe(route);
  });

  it.each(['/api/', '/api/router.html', '/404.html', '/api/reindex.html'])('leaves %s alone', (pathname) => {
    expect(indexHtmlAlias(pathname)).toBeNull();
  });
});

describe('indexHtmlAliasScript', () => {
  function runAt(pathname: string) {
    const replaceState = jest.fn();
    const location = {pathname, search: '?a=1', hash: '#top'};
    vm.runInNewContext(indexHtmlAliasScript(), {location, history: {state: null, replaceState}});
    return replaceState;
  }

  it('replaces the address, keeping query and hash', () => {
    expect(runAt('/api/index.html')).toHaveBeenCalledWith(null, '', '/api/?a=1#top');
  });

  it('does nothing on other addresses', () => {
    expect(runAt('/api/router.html')).not.toHaveBeenCalled();
  });
});
