import vm from 'node:vm';
import {idQueryScript, idQueryToHash} from '../idQueryToHash';

describe('idQueryToHash', () => {
  it.each([
    [{pathname: '/api/router.html', search: '?id=navigateto', hash: ''}, '/api/router.html#navigateto'],
    [{pathname: '/tutorial/page.html', search: '?id=%E9%A1%B5%E9%9D%A2&from=x', hash: ''}, '/tutorial/page.html?from=x#%E9%A1%B5%E9%9D%A2'],
    [{pathname: '/a.html', search: '?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E', hash: ''}, '/a.html#%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('rewrites %j to %s', (location, expected) => {
    expect(idQueryToHash(location)).toBe(expected);
  });

  it('escapes the % of a path that does not decode, so that the app can start', () => {
    expect(idQueryToHash({pathname: '/%E0%A4%A.html', search: '?q=1', hash: '#x'})).toBe('/%25E0%25A4%25A.html?q=1#x');
    expect(idQueryToHash({pathname: '/%E4%B8%AD.html', search: '', hash: ''})).toBeNull();
    expect(idQueryToHash({pathname: '//evil.example/api/', search: '', hash: ''})).toBe('/evil.example/api/');
  });

  it('leaves addresses without an id alone', () => {
    expect(idQueryToHash({pathname: '/a.html', search: '?from=x', hash: '#y'})).toBeNull();
  });

  it('runs as the head script, replacing the address', () => {
    const replaceState = jest.fn();
    vm.runInNewContext(idQueryScript(), {location: {pathname: '/a.html', search: '?id=x', hash: ''}, history: {state: null, replaceState}, URLSearchParams});
    expect(replaceState).toHaveBeenCalledWith(null, '', '/a.html#x');
  });
});
