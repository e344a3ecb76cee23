import {lineOf, parseJsonObject} from '../../shared/jsonData';
import {normalizeLegacyPath} from './legacyPath';

export type RedirectCheck = {
  /** The map, once every entry is well formed. */
  redirects: Record<string, string>;
  /** Entries whose target page is in the inventory but not written yet: a warning, not an error. */
  pending: string[];
};

const SAFE_PATH = /^\/(?![/\\])[^\s\\]*$/;

function pathOf(url: string): string {
  return url.split('#')[0]!;
}

/**
 * The targets a reader is sent through from `key`: its own, then that of the entry each target is
 * the key of, until a target no entry redirects, or one already passed (a loop: no page is reached).
 */
function followRedirects(key: string, redirects: Record<string, unknown>, keyPaths: ReadonlyMap<string, string>): {targets: string[]; loop: boolean} {
  // A `page#anchor` key is left once its anchor is used up, so only a plain key can be come back to.
  const passed = new Set(key.includes('#') ? [] : [normalizeLegacyPath(key)]);
  const targets: string[] = [];
  let current: string | undefined = key;
  while (current !== undefined) {
    const target = redirects[current];
    if (typeof target !== 'string') break;
    targets.push(target);
    const targetPath = normalizeLegacyPath(pathOf(target));
    if (passed.has(targetPath)) return {targets, loop: true};
    passed.add(targetPath);
    current = keyPaths.get(targetPath);
  }
  return {targets, loop: false};
}

/**
 * Checks the legacy map (`file` is its path, `text` its JSON) against the page inventory and the
 * pages written so far: well-formed same-origin paths, no chains or loops, no plain key hiding a
 * page (a `page#anchor` key is an anchor that moved away), every target a page of the inventory.
 * Errors name the entry with `file:line`.
 */
export function checkRedirects(file: string, text: string, inventory: readonly string[], written: readonly string[]): RedirectCheck {
  const redirects = parseJsonObject(file, text, '{"/old/path": "/new/page.html"}');
  const fail = (key: string, message: string): never => {
    throw new Error(`${file}:${lineOf(text, key)}: "${key}" ${message}`);
  };
  const keyPaths = new Map(Object.keys(redirects).filter((key) => !key.includes('#')).map((key) => [normalizeLegacyPath(key), key]));
  const pages = new Set(inventory.map(normalizeLegacyPath));
  const writtenPages = new Set(written.map(normalizeLegacyPath));
  const pending: string[] = [];

  for (const [key, target] of Object.entries(redirects)) {
    if (!SAFE_PATH.test(pathOf(key))) fail(key, 'must be a path on this site, starting with a single "/".');
    if (typeof target !== 'string' || !SAFE_PATH.test(pathOf(target)) || /\s/.test(target)) {
      fail(key, `→ ${JSON.stringify(target)}: the target must be a path on this site, such as "/tutorial/page.html#lifecycle".`);
    }
    const targetPath = normalizeLegacyPath(pathOf(target as string));
    if (!key.includes('#') && pages.has(normalizeLegacyPath(key))) fail(key, `is a page of the site: the redirect would hide it. Remove the entry, or the page from data/routes.tsv if it is gone.`);
    const chained = keyPaths.get(targetPath);
    if (chained !== undefined) {
      const {targets, loop} = followRedirects(key, redirects, keyPaths);
      if (loop) fail(key, `${targets.map((step) => `→ "${step}"`).join(' ')} is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv.`);
      fail(key, `→ "${target}", which is itself redirected by "${chained}". Point it at the final page.`);
    }
    if (!pages.has(targetPath)) fail(key, `→ "${target}": no such page in data/routes.tsv. Point it at a page of the site.`);
    if (!writtenPages.has(targetPath)) pending.push(`${key} → ${target}`);
  }
  return {redirects: redirects as Record<string, string>, pending};
}
