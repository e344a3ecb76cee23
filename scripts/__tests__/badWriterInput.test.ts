import fs from 'node:fs';
import path from 'node:path';
import {BUILD_TIMEOUT_MS, buildSite as build, createSite} from './fixtureSite';

// The "bad writer input" gate (issue #18): the production build of a small site, once as it is and
// once per mistake a writer can make, each a folder of files laid over the site. A mistake must stop
// the build with the file, the line and what to do, and leave the previous build/ as it was.

const MARKER = 'marker.txt';

/** A temporary site, the files of `overlay` laid over it, with a previous build/. */
function createSiteWithBuild(overlay?: string): string {
  const site = createSite('writer-input-', overlay);
  fs.mkdirSync(path.join(site, 'build'));
  fs.writeFileSync(path.join(site, 'build', MARKER), 'the previous build');
  return site;
}

/** Each mistake (a folder of `__fixtures__`), the place the build must name, and its whole message: what is wrong and what to do. */
const CASES: [string, string, string][] = [
  ['link-to-missing-page', 'docs/quickstart.md:7', 'the link "install.md" is broken (no such markdown file). Link to an existing page, e.g. "./other-page.md", "../api/README.md#anchor" or "/api/request/request.html".'],
  ['missing-anchor', 'docs/quickstart.md:7', 'the link "api/request.md#parameters" points to an anchor that docs/api/request.md does not have. Use the id of one of its headings (add {#id} to a heading to fix its id).'],
  ['sidebar-bad-line', 'docs/api/_sidebar.md:3', '"[发起请求] (request.md)" is not a link: write it as [标题](page.md), with no space between ] and (.'],
  ['sidebar-missing-page', 'docs/api/_sidebar.md:4', 'the link "upload.md" points to no page. Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)".'],
  ['unknown-layout', 'docs/unipush.md:3', 'layout "wide" is unknown. Use one of: main, simple (e.g. layout: simple), or remove the line for the default "main".'],
  ['redirect-to-missing-page', 'data/legacy-redirects.json:3', '"/collocation/upload" → "/api/upload.html": no such page in data/routes.tsv. Point it at a page of the site.'],
  ['redirect-off-site', 'data/legacy-redirects.json:3', '"/collocation/upload" → "https://example.com/upload.html": the target must be a path on this site, such as "/tutorial/page.html#lifecycle".'],
  ['redirect-loop', 'data/legacy-redirects.json:3', '"/collocation/network" → "/collocation/net.html" → "/collocation/network.html" is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv.'],
  ['malformed-compat-data', 'data/compat/api.json:2', 'not valid JSON: a comma is missing between two entries. Check commas and quotes.'],
  ['bad-release-entry', 'releases/stable/4.85.2025120101.md:3', 'date must be a day written YYYY-MM-DD, e.g. date: 2025-11-03.'],
  ['broken-diagram', 'docs/quickstart.md:7', 'this mermaid diagram cannot be drawn: Parse error on line 2:'],
  ['unclosed-code-fence', 'docs/quickstart.md:7', 'this code block (```) is never closed: add a line with ``` where the code ends.'],
  ['invalid-mdx', 'docs/tutorial/widgets.mdx:7', 'Expected a closing tag for `<div>` (7:1-7:23). In an .mdx page every tag must be closed (<br />, <div>…</div>) and { or < in text starts code: close the tag, write \\{ or \\< for the character itself, or rename the page to .md if it uses no components.'],
  ['missing-image', 'docs/quickstart.md:9', 'the image "img/project.png" is not there. Add the file, or fix the path: ./img/name.png starts from the page\'s folder, /img/name.png from static/.'],
];

describe('the production build of writers\' content', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
    site = undefined;
  });

  it('builds the fixture site and swaps the new build in', () => {
    site = createSiteWithBuild();
    const {status, output} = build(site);
    expect(output).not.toContain('[ERROR]');
    expect(status).toBe(0);
    expect(fs.existsSync(path.join(site, 'build', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'build', MARKER))).toBe(false);
  }, BUILD_TIMEOUT_MS);

  it.each(CASES)('stops at %s, naming %s and what to do, and keeps the previous build', (overlay, where, message) => {
    site = createSiteWithBuild(overlay);
    const {status, output} = build(site);
    expect(output).toContain(`${where}: ${message}`);
    expect(status).not.toBe(0);
    expect(fs.readdirSync(path.join(site, 'build'))).toEqual([MARKER]);
    expect(fs.readFileSync(path.join(site, 'build', MARKER), 'utf8')).toBe('the previous build');
    expect(fs.existsSync(path.join(site, 'build.next'))).toBe(false);
  }, BUILD_TIMEOUT_MS);
});
