import {summaryFile, type SupportSummary} from '../supportSummary';

// The sections' summaries of which pages do not work where (plugins/my-platforms postBuild), for
// the dimmed links and for search.

const summaries = new Map<string, Promise<SupportSummary>>();

/** A section's summary (plugins/my-platforms postBuild), fetched once; empty if it cannot be had. */
export function sectionSummary(base: string, path: string): Promise<SupportSummary> {
  const url = `${base}${summaryFile(path)}`;
  let summary = summaries.get(url);
  if (!summary) {
    summary = fetch(url).then((response) => (response.ok ? (response.json() as Promise<SupportSummary>) : {}), () => ({}));
    summaries.set(url, summary);
  }
  return summary;
}

/** The chosen platforms a page does not work on (its address without the base URL). */
export async function unsupportedChosen(base: string, path: string, chosen: readonly string[]): Promise<string[]> {
  return ((await sectionSummary(base, path))[path] ?? []).filter((id) => chosen.includes(id));
}
