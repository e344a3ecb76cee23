import fs from 'node:fs';
import path from 'node:path';
import {WRITER_MISTAKES as CASES} from '../writerMistakes';
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
