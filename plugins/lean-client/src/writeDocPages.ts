import fs from 'node:fs';
import path from 'node:path';
import {builtHtmlFile} from '../../shared/builtHtmlFile';
import {docDataUrl, extractDocPage} from './docData';

/** Writes each built doc page's article and data to `<page>.doc.json`, which client navigation fetches. */
export function writeDocPages(outDir: string, baseUrl: string, permalinks: string[]): void {
  for (const permalink of permalinks) {
    const file = builtHtmlFile(outDir, baseUrl, permalink);
    if (!fs.existsSync(file)) continue;
    const page = extractDocPage(fs.readFileSync(file, 'utf8'));
    if (!page) throw new Error(`${path.relative(outDir, file)}: a doc page without its data script; is DocItem/Content still wrapped by src/theme?`);
    fs.writeFileSync(path.join(outDir, docDataUrl(permalink).slice(baseUrl.length - 1)), JSON.stringify(page));
  }
}
