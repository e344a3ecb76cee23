import {Parser} from 'htmlparser2';
import {isVersionAnchor} from '../../../release-notes/src/parseReleaseEntry';
import {ARTICLE_ATTRIBUTE, IGNORE_ATTRIBUTE, SECTION_ATTRIBUTE} from '../markers';

/** What search knows of one built page, read from its HTML. */
export type ExtractedPage = {
  title: string;
  /** The page's area (API, 组件, …), from the article's section attribute. */
  section: string;
  /** The front matter's description: keywords, in the head's `<meta name="description">`. */
  description: string;
  /** The front matter's keywords, readers' words for the page, in the head's `<meta name="keywords">`. */
  keywords: string;
  /** Level 2–6 headings outside the release log. */
  headings: string[];
  /** The article's text outside the title, headings and release log, code included. */
  body: string;
  /** The release log: the versions a release-notes page lists, headings and notes. */
  log: string;
  /** The article cut at its headings, for excerpts: [anchor, heading, text]. */
  parts: [string, string, string][];
  /** The article's links to pages of the site: [address without #anchor, link text]. */
  links: [string, string][];
};

const HEADING = /^h[1-6]$/;
// Elements whose text readers do not read as the page's (also: a heading's # link, text for screen readers only).
const SKIPPED = new Set(['button', 'script', 'style', 'svg', 'template']);
// Elements without a closing tag: they open no level of nesting.
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'col', 'area', 'base', 'embed', 'param', 'track']);
const BLOCK = new Set(['p', 'div', 'li', 'tr', 'td', 'th', 'pre', 'br', 'table', 'ul', 'ol', 'blockquote', 'section', 'header', 'dt', 'dd', 'details', 'summary', 'figure', 'figcaption']);

/**
 * The search fields of a built page, or `null` for a page without an article (redirect stubs, the
 * search page). The release log is the part of a release-notes page from a version's heading
 * (its id is a version anchor) to the next heading of that level that is not one.
 */
export function extractPage(html: string): ExtractedPage | null {
  const page: ExtractedPage = {title: '', section: '', description: '', keywords: '', headings: [], body: '', log: '', parts: [], links: []};
  let link: [string, string] | null = null;
  let found = false;
  // Depth of the open elements that hold the article / an ignored part / a skipped element.
  let depth = 0;
  let articleDepth = -1;
  let skipDepth = -1;
  let heading: {level: number; id: string; text: string} | null = null;
  let inLog = false;
  let part: [string, string, string] = ['', '', ''];

  const addText = (text: string) => {
    if (link) link[1] += text;
    if (heading) heading.text += text;
    else if (inLog) page.log += text;
    else page.body += text;
    if (!heading) part[2] += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'description') page.description = attributes.content ?? '';
        if (name === 'meta' && attributes.name === 'keywords') page.keywords = attributes.content ?? '';
        if (VOID.has(name)) {
          if (name === 'br' && articleDepth >= 0 && skipDepth < 0) addText('\n');
          return;
        }
        depth += 1;
        if (articleDepth < 0 && ARTICLE_ATTRIBUTE in attributes) {
          articleDepth = depth;
          found = true;
          page.section = attributes[SECTION_ATTRIBUTE] ?? '';
          return;
        }
        if (articleDepth < 0 || skipDepth >= 0) return;
        if (SKIPPED.has(name) || IGNORE_ATTRIBUTE in attributes || /\b(hash-link|site-visually-hidden)\b/.test(attributes.class ?? '')) {
          skipDepth = depth;
          return;
        }
        if (name === 'a' && attributes.href?.startsWith('/')) link = [attributes.href.replace(/[#?].*$/, ''), ''];
        if (HEADING.test(name)) {
          const level = Number(name.slice(1));
          const id = attributes.id ?? '';
          if (level === 2) inLog = isVersionAnchor(id);
          heading = {level, id, text: ''};
        } else if (BLOCK.has(name)) {
          addText('\n');
        }
      },
      ontext(text) {
        if (articleDepth >= 0 && skipDepth < 0) addText(text);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (depth === skipDepth) skipDepth = -1;
        else if (depth === articleDepth) articleDepth = -1;
        else if (name === 'a' && link) {
          const text = link[1].replace(/\s+/g, ' ').trim();
          if (text) page.links.push([link[0], text]);
          link = null;
        } else if (articleDepth >= 0 && skipDepth < 0 && heading && HEADING.test(name)) {
          const text = heading.text.replace(/\s+/g, ' ').trim();
          if (heading.level === 1) page.title ||= text;
          else if (inLog) page.log += `\n${text}\n`;
          else page.headings.push(text);
          if (heading.level > 1 && heading.level <= 3) {
            if (part[1] || part[2].trim()) page.parts.push(part);
            part = [heading.id, text, ''];
          }
          heading = null;
        } else if (articleDepth >= 0 && skipDepth < 0 && BLOCK.has(name)) {
          addText('\n');
        }
        depth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  if (!found) return null;
  if (part[1] || part[2].trim()) page.parts.push(part);
  page.parts = page.parts.map(([anchor, title, text]) => [anchor, title, squeeze(text)]);
  page.body = squeeze(page.body);
  page.log = squeeze(page.log);
  return page;
}

/** Runs of white space as one space or, where a line ended, one line break. */
function squeeze(text: string): string {
  return text
    .replace(/[ \t\u00a0\u200b]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
