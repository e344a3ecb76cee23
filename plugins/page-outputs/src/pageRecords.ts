import {createHash} from 'node:crypto';

/** A heading of a built page. */
export type PageHeader = {level: number; title: string; slug: string};

/** One record of pages.json. */
export type PageRecord = {
  title: string;
  frontmatter: {description?: string; pageClass?: string; layout?: string};
  /** The address without `.html` and base URL quirks: the route as served, e.g. `/api/request/request.html`. */
  regularPath: string;
  /** The markdown source, relative to its docs folder: `api/request/request.md`. */
  relativePath: string;
  /** A short id that stays the same while the source path does. */
  key: string;
  path: string;
  headers: PageHeader[];
  /** ISO date-time of the last commit that touched the source; absent when unknown. */
  lastUpdated?: string;
  lastUpdatedTimestamp?: number;
};

/** What the docs plugin knows of a page. */
export type DocInput = {
  title: string;
  permalink: string;
  /** `@site/docs/…` or `@site/i18n/<locale>/…/current/…`. */
  source: string;
  frontMatter: Record<string, unknown>;
  lastUpdatedAt?: number | null;
};

const HEADING = /<h([1-4])\b([^>]*)>([\s\S]*?)<\/h\1>/g;
const ID = /\sid=(?:"([^"]*)"|([^\s>]+))/;

/** The text of an HTML fragment: tags dropped, entities and the hash link's zero-width space cleaned. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u200b\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The H1–H4 headings of a built page's article (the not-found page, which has none: of its main), with their ids. */
export function pageHeaders(html: string): PageHeader[] {
  const content = (/<article[\s>][\s\S]*<\/article>/.exec(html) ?? /<main[\s>][\s\S]*<\/main>/.exec(html))?.[0] ?? '';
  return [...content.matchAll(HEADING)].map(([, level, attributes, inner]) => {
    const id = ID.exec(attributes!);
    return {level: Number(level), title: textOf(inner!), slug: id ? (id[1] ?? id[2]!) : ''};
  });
}

/** The source path relative to its docs folder: `@site/docs/api/x.md` → `api/x.md`. */
export function relativeSource(source: string): string {
  return source.replace(/^@site\/(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\//, '');
}

/** A page's pages.json record. */
export function pageRecord(doc: DocInput, html: string): PageRecord {
  const relativePath = relativeSource(doc.source);
  const {description, pageClass, layout} = doc.frontMatter as {description?: string; pageClass?: string; layout?: string};
  const updated = doc.lastUpdatedAt ?? undefined;
  return {
    title: doc.title,
    frontmatter: {
      ...(typeof description === 'string' && {description}),
      ...(typeof pageClass === 'string' && {pageClass}),
      ...(typeof layout === 'string' && {layout}),
    },
    regularPath: doc.permalink,
    relativePath,
    key: `v-${createHash('sha1').update(relativePath).digest('hex').slice(0, 8)}`,
    path: doc.permalink,
    headers: pageHeaders(html),
    ...(updated !== undefined && {lastUpdated: new Date(updated).toISOString(), lastUpdatedTimestamp: updated}),
  };
}
