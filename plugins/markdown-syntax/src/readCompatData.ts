import fs from 'node:fs';
import path from 'node:path';
import {addCompatFile, type CompatData} from './compatData';
import {parsePlatforms} from './platformList';
import {platformIds, type PlatformsFile} from './platforms';

/** The platform list of the compatibility data folder; its other `*.json` files hold the entries. */
export const PLATFORMS_FILE = '_platforms.json';

/** Reads the compatibility data folder (e.g. `data/compat/`), checked: its platform list and every entry. */
export function readCompatData(siteDir: string, dir: string, locales: readonly string[]): {platforms: PlatformsFile; data: CompatData} {
  const folder = path.join(siteDir, dir);
  const listFile = path.join(dir, PLATFORMS_FILE);
  if (!fs.existsSync(path.join(siteDir, listFile))) throw new Error(`${listFile}: missing; it lists the platforms of the compatibility data, in column order.`);
  const platforms = parsePlatforms(listFile, fs.readFileSync(path.join(siteDir, listFile), 'utf8'), locales);
  const data: CompatData = new Map();
  const owners = new Map<string, string>();
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.json') && file !== PLATFORMS_FILE).sort()) {
    addCompatFile(data, path.join(dir, name), fs.readFileSync(path.join(folder, name), 'utf8'), platformIds(platforms), owners);
  }
  return {platforms, data};
}
