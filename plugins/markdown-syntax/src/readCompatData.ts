import fs from 'node:fs';
import path from 'node:path';
import {addCompatFile, type CompatData} from './compatData';

/** Reads every `*.json` of the compatibility data folder (e.g. `data/compat/`), checked. */
export function readCompatData(siteDir: string, dir: string): CompatData {
  const data: CompatData = new Map();
  const owners = new Map<string, string>();
  const folder = path.join(siteDir, dir);
  if (!fs.existsSync(folder)) return data;
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.json')).sort()) {
    addCompatFile(data, path.join(dir, name), fs.readFileSync(path.join(folder, name), 'utf8'), owners);
  }
  return data;
}
