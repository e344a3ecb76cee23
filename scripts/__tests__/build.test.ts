import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', 'build.mjs');

/** Runs scripts/build.mjs in a folder with a stand-in `npx` that writes a build or fails, as told. */
function build(dir: string, outcome: 'succeed' | 'fail'): number | null {
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, {recursive: true});
  // The stand-in writes into the --out-dir it is given, like `docusaurus build`.
  fs.writeFileSync(
    path.join(bin, 'npx'),
    `#!/bin/sh\nout=""; prev=""; for a in "$@"; do [ "$prev" = "--out-dir" ] && out="$a"; prev="$a"; done\nmkdir -p "$out" && echo new > "$out/index.html"\n[ "${outcome}" = succeed ]\n`,
    {mode: 0o755},
  );
  return spawnSync(process.execPath, [script], {cwd: dir, env: {...process.env, PATH: `${bin}:${process.env.PATH}`}, stdio: 'pipe'}).status;
}

describe('scripts/build.mjs', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-swap-'));
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build', 'index.html'), 'old');
  });

  it('leaves the previous build untouched when the build fails', () => {
    expect(build(dir, 'fail')).not.toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('old');
    expect(fs.existsSync(path.join(dir, 'build.next'))).toBe(false);
  });

  it('swaps the new build in when it succeeds', () => {
    expect(build(dir, 'succeed')).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8').trim()).toBe('new');
    expect(fs.readdirSync(dir).sort()).toEqual(['bin', 'build']);
  });
});
