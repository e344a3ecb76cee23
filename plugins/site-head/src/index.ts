import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLUGIN_NAME, type Options, type PluginOptions} from './options';
import {siteHeadTags} from './siteHeadTags';
import {contentSecurityPolicy, inlineScriptHashes, netlifyHeaders, nginxHeaders, securityHeaders} from './securityHeaders';

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

export default function siteHeadPlugin(context: LoadContext, {id: _id, ...options}: PluginOptions): Plugin {
  const {i18n, generatedFilesDir} = context;
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {headTags: siteHeadTags(options)};
    },
    // One set of response headers for the whole site (`_headers`, and `nginx-headers.conf` for
    // deploy/nginx.conf), whose policy lets exactly the inline scripts the pages have run. Locales
    // build one after another, each into its folder: each notes its hashes, and each writes the
    // headers from all notes so far, so the last one leaves headers that cover every locale.
    async postBuild({outDir}) {
      const hashes = [...new Set(htmlFiles(outDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8'))))];
      const notes = path.join(generatedFilesDir, 'site-head');
      fs.mkdirSync(notes, {recursive: true});
      fs.writeFileSync(path.join(notes, `csp-${i18n.currentLocale}.json`), JSON.stringify(hashes));
      const all = i18n.locales.flatMap((locale) => {
        const file = path.join(notes, `csp-${locale}.json`);
        return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
      });
      const origins = [options.baiduStatisticsId && 'https://hm.baidu.com', options.deliveryScriptUrl && new URL(options.deliveryScriptUrl).origin].filter((origin): origin is string => !!origin);
      const headers = securityHeaders(contentSecurityPolicy(all, origins));
      const root = i18n.currentLocale === i18n.defaultLocale ? outDir : path.dirname(outDir);
      fs.writeFileSync(path.join(root, '_headers'), netlifyHeaders(headers));
      fs.writeFileSync(path.join(root, 'nginx-headers.conf'), nginxHeaders(headers));
    },
  };
}
export {validateOptions} from './options';
export type {PluginOptions, Options};
