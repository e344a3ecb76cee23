import {createHash} from 'node:crypto';
import {contentSecurityPolicy, inlineScriptHashes, netlifyHeaders, nginxHeaders, scriptHash, securityHeaders} from '../securityHeaders';

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a page runs, not external or data scripts', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script defer>b()</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    expect(scriptHash('a()')).toBe(sha('a()'));
  });

  it('hashes scripts of a JavaScript type or modules, and no other data block, quoted or not', () => {
    const html = '<script type=module>m()</script><script type="text/javascript">j()</script><script type=application/x-doc-data data-doc-page=/a.html>{"a":1}</script><script type=\'application/json\'>{}</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('m()'), sha('j()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the site, the hashed inline scripts, WebAssembly and configured script origins', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"], ['https://hm.baidu.com']);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://hm.baidu.com;");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy([], [])).toContain("connect-src 'self';");
  });
});

describe('host files', () => {
  const headers = securityHeaders("default-src 'self'");

  it('writes _headers with the security headers on every path and long cache for hashed assets', () => {
    expect(netlifyHeaders(headers)).toBe(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });

  it('writes the same headers as nginx directives', () => {
    expect(nginxHeaders(headers)).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});
