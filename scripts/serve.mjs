// Serves the production build the way a plain static host (nginx, a CDN) does: files as they are,
// a folder by its index.html (`/a` → 301 `/a/`), no clean-URL rewriting, and for anything else the
// nearest 404.html with status 404 (`/en/…` gets the English one, as a host's per-locale error page). `docusaurus serve` rewrites /x.html to /x, and serve-handler finds folder
// index files only with clean URLs on: both would hide mistakes in the .html path scheme.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
// SERVE_ROOT serves another build the same way (the stock build of `npm run bench`).
const root = path.resolve(process.env.SERVE_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build'));
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
  '.md': 'text/markdown; charset=utf-8', '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
};

function statOf(file) {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** The 404.html of the deepest folder of `pathname` that has one, up to the site root. */
function notFoundPage(pathname) {
  for (let dir = path.posix.dirname(pathname.endsWith('/') ? `${pathname}x` : pathname); ; dir = path.posix.dirname(dir)) {
    const file = path.join(root, dir, '404.html');
    if (file.startsWith(root) && statOf(file)?.isFile()) return file;
    if (dir === '/' || dir === '.') return path.join(root, '404.html');
  }
}

// The headers the build wrote for hosts (`_headers`: a path pattern, then indented `Name: value`
// lines), applied as such a host would: so the tests run under the site's Content-Security-Policy.
const rules = [];
try {
  for (const line of fs.readFileSync(path.join(root, '_headers'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) rules.push({pattern: line.trim(), headers: {}});
    else if (line.trim() && rules.length > 0) {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
} catch {
  // No _headers (a build without the site-head plugin): plain responses.
}

function headersFor(pathname) {
  const matches = (pattern) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers));
}

// Text is sent gzipped to clients that accept it, as nginx's `gzip on` (deploy/nginx.conf) and CDNs do:
// the bench's Lighthouse runs then see the bytes a reader's browser would download.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript))|^image\/svg/;

/**
 * The request's path, with runs of slashes merged as nginx does (`merge_slashes`), or null if it
 * is not one. Not resolved against a base: to a static host `//` or `//host/x` is a path, and
 * `new URL('//', base)` throws, which stopped this server.
 */
function requestPath(request) {
  try {
    return new URL(`http://localhost${request.url ?? '/'}`).pathname.replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

function send(request, response, status, file) {
  const pathname = requestPath(request) ?? '/';
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {...headersFor(pathname), 'Content-Type': type, ...(gzip && {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'})});
  if (request.method === 'HEAD') response.end();
  else if (gzip) fs.createReadStream(file).pipe(zlib.createGzip()).pipe(response);
  else fs.createReadStream(file).pipe(response);
}

http
  .createServer((request, response) => {
    const pathname = requestPath(request);
    let decoded;
    try {
      decoded = pathname === null ? null : decodeURIComponent(pathname);
    } catch {
      decoded = null;
    }
    const file = decoded === null ? null : path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
    if (file && file.startsWith(root + path.sep)) {
      const stat = statOf(file);
      if (stat?.isFile()) return send(request, response, 200, file);
      if (stat?.isDirectory() && statOf(path.join(file, 'index.html'))?.isFile()) {
        response.writeHead(301, {...headersFor(pathname), Location: `${pathname}/`});
        return response.end();
      }
    }
    send(request, response, 404, notFoundPage(decoded ?? '/'));
  })
  .listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
