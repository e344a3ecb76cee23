import {sectionOf} from '../../../src/sections';

/** Where each locale's summaries live: `<baseUrl>platform-support/<section or "index">.json`. */
export const SUMMARY_DIR = 'platform-support';

/** The summary file of a page's section (its address without the base URL). */
export function summaryFile(path: string): string {
  return `${SUMMARY_DIR}/${sectionOf(path) || 'index'}.json`;
}

/** One section's summary: page address (without the base URL) → platforms on which nothing the page documents works. */
export type SupportSummary = Record<string, string[]>;

// The page-top notice (src/components/CompatAlert) states it: the build reads it back from each
// built page, so the summary says what the page says.
const UNSUPPORTED = /<aside[^>]*\bdata-compat-unsupported="([^"]*)"/;

/** The platforms on which nothing a built page documents works, from its notice; null without one. */
export function unsupportedOnPage(html: string): string[] | null {
  const match = UNSUPPORTED.exec(html);
  return match ? match[1]!.split(' ').filter((id) => id !== '') : null;
}

/** Each section's summary file (path under the locale's folder → content) from its pages' notices. */
export function supportSummaries(pages: Iterable<{path: string; html: string}>, sections: readonly string[]): Map<string, string> {
  const summaries = new Map<string, SupportSummary>(sections.map((section) => [summaryFile(`/${section}${section ? '/' : ''}`), {}]));
  for (const {path, html} of pages) {
    const unsupported = unsupportedOnPage(html);
    if (unsupported && unsupported.length > 0) summaries.get(summaryFile(path))![path] = unsupported;
  }
  return new Map([...summaries].map(([file, summary]) => [file, JSON.stringify(summary)]));
}
