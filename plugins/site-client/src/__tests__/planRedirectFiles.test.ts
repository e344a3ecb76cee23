import vm from 'node:vm';
import {missingAnchors, pagesWithMovedAnchors, planRedirectFiles, redirectFilePaths, withRedirectHelper} from '../planRedirectFiles';

const redirects = {
  '/collocation/frame/lifecycle': '/collocation/App.html#applifecycle',
  '/collocation/frame/lifecycle#page': '/tutorial/page.html#lifecycle',
  '/ssr/': '/tutorial/ssr.html',
  '/frame#renderjs': '/tutorial/renderjs.html',
};

describe('redirectFilePaths', () => {
  it.each([
    ['/collocation/i18n', ['collocation/i18n.html', 'collocation/i18n/index.html']],
    ['/api/plugins/getEnterOptionsSync.html', ['api/plugins/getEnterOptionsSync.html', 'api/plugins/getEnterOptionsSync/index.html']],
    ['/ssr/', ['ssr.html', 'ssr/index.html']],
  ])('%s is answered at %j', (key, paths) => {
    expect(redirectFilePaths(key)).toEqual(paths);
  });
});

describe('planRedirectFiles', () => {
  const files = planRedirectFiles(redirects, new Set(['ssr.html']));
  const byPath = new Map(files.map((file) => [file.path, file.content]));

  it('writes a redirect page at each address of each plain key, never over a built file', () => {
    expect([...byPath.keys()]).toEqual(['collocation/frame/lifecycle.html', 'collocation/frame/lifecycle/index.html', 'ssr/index.html', '_redirects', 'nginx-redirects.conf']);
  });

  it('makes redirect pages hash-aware, with a meta refresh for readers without JavaScript', () => {
    const page = byPath.get('collocation/frame/lifecycle/index.html')!;
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/collocation/App.html#applifecycle">');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const replace = jest.fn();
    vm.runInNewContext(script, {location: {pathname: '/collocation/frame/lifecycle/', search: '', hash: '#page', replace}, URLSearchParams});
    expect(replace).toHaveBeenCalledWith('/tutorial/page.html#lifecycle');
  });

  it('gives hosts real 301s for plain keys', () => {
    expect(byPath.get('_redirects')).toContain('/collocation/frame/lifecycle.html /collocation/App.html#applifecycle 301');
    expect(byPath.get('nginx-redirects.conf')).toContain('  "~*^\\/ssr(\\.html|/)?$" "/tutorial/ssr.html";');
  });
});

describe('withRedirectHelper', () => {
  it('puts the helper first in the head of 404.html, and it resolves hash-only keys', () => {
    const html = withRedirectHelper('<html><head><title>404</title></head></html>', redirects, ['/tutorial/renderjs.html']);
    expect(html.startsWith('<html><head><script>')).toBe(true);
    const replace = jest.fn();
    vm.runInNewContext(/<script>([\s\S]*?)<\/script>/.exec(html)![1]!, {location: {pathname: '/frame', search: '', hash: '#renderjs', replace}});
    expect(replace).toHaveBeenCalledWith('/tutorial/renderjs.html');
  });

  it('keeps </script> in the data from closing the script', () => {
    const html = withRedirectHelper('<head></head>', {'/a': '/b</script>'}, []);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('missingAnchors', () => {
  it('lists entries whose target anchor is not on the built page', () => {
    const pages: Record<string, string> = {'/collocation/App.html': '<h2 id=applifecycle>x</h2>', '/tutorial/page.html': '<h2 id="other">'};
    expect(missingAnchors(redirects, (route) => pages[route] ?? null)).toEqual(['/collocation/frame/lifecycle#page → /tutorial/page.html#lifecycle']);
  });
});

describe('pagesWithMovedAnchors', () => {
  it('finds existing pages with page#anchor keys, and only their entries', () => {
    const map = {'/tutorial/harmony/dev#env': '/tutorial/harmony/runbuild.html', '/tutorial/harmony/dev#publish': '/tutorial/harmony/runbuild.html#publish', '/frame#wxs': '/tutorial/wxs.html'};
    expect(pagesWithMovedAnchors(map, ['/tutorial/harmony/dev.html', '/tutorial/wxs.html'])).toEqual(
      new Map([['/tutorial/harmony/dev.html', {'/tutorial/harmony/dev#env': '/tutorial/harmony/runbuild.html', '/tutorial/harmony/dev#publish': '/tutorial/harmony/runbuild.html#publish'}]]),
    );
  });

  it("leaves the page alone when the reader's anchor did not move", () => {
    const replace = jest.fn();
    const html = withRedirectHelper('<head></head>', {'/tutorial/harmony/dev#env': '/tutorial/harmony/runbuild.html'}, []);
    vm.runInNewContext(/<script>([\s\S]*?)<\/script>/.exec(html)![1]!, {location: {pathname: '/tutorial/harmony/dev.html', search: '', hash: '#intro', replace}});
    expect(replace).not.toHaveBeenCalled();
    vm.runInNewContext(/<script>([\s\S]*?)<\/script>/.exec(html)![1]!, {location: {pathname: '/tutorial/harmony/dev.html', search: '', hash: '#env', replace}});
    expect(replace).toHaveBeenCalledWith('/tutorial/harmony/runbuild.html');
  });
});
