import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {createSite} from '../../scripts/__tests__/fixtureSite';

const repo = path.join(__dirname, '..', '..');
export {FIXTURES as MISTAKES} from '../../scripts/__tests__/fixtureSite';

/** A writer's checkout of the small site, served by `npm start` (docusaurus start) on a port of its own. */
export type DevSite = {
  dir: string;
  url: string;
  /** Everything the server printed since it started, without colours. */
  output(): string;
  /** Writes a file of the site, as a writer saves it (path relative to the site). */
  write(file: string, text: string): void;
  read(file: string): string;
  stop(): Promise<void>;
  /** Milliseconds from the start of `docusaurus start` to its first page served. */
  startupMs: number;
};

function freePort(): Promise<number> {
  return import('node:net').then(
    ({createServer}) =>
      new Promise((resolve, reject) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
          const {port} = server.address() as {port: number};
          server.close(() => resolve(port));
        });
        server.on('error', reject);
      }),
  );
}

async function waitForFirstPage(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`docusaurus start ended with ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok && (await response.text()).includes('</html>')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`docusaurus start served no page at ${url} within ${timeoutMs / 1000} s`);
}

export async function startDevSite(timeoutMs: number): Promise<DevSite> {
  const dir = createSite('dev-site-');
  // The e2e fixture pages (DOCS_TEST_FIXTURES), whose widgets name entries of the site's own compatibility data.
  fs.cpSync(path.join(repo, 'e2e', 'fixtures', 'docs'), path.join(dir, 'e2e', 'fixtures', 'docs'), {recursive: true});
  fs.cpSync(path.join(repo, 'data', 'compat'), path.join(dir, 'data', 'compat'), {recursive: true});
  const port = await freePort();
  const started = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCS_TEST_FIXTURES: '1',
    // The bundler's persistent cache would be written into the shared node_modules.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    BROWSER: 'none',
  };
  delete env.DOCS_LEAN;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {cwd: dir, env, detached: true});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dir, {recursive: true, force: true});
  };
  try {
    await waitForFirstPage(`${url}/`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stripVTControlCharacters(output)}`);
  }
  return {
    dir,
    url,
    startupMs: Date.now() - started,
    output: () => stripVTControlCharacters(output),
    write: (file, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    },
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    stop,
  };
}
