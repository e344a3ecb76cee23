/** Where a page's markdown is served: its route with `.md` (`/a/b.html` → `a/b.md`, `/a/` → `a/index.md`). */
export function markdownFile(route: string, baseUrl: string): string {
  const path = route.slice(baseUrl.length);
  if (path === '' || path.endsWith('/')) return `${path}index.md`;
  return path.replace(/\.html$/, '') + '.md';
}

/** A page's markdown for readers and tools: its title as the heading, then the source without front matter. */
export function pageMarkdown(title: string, source: string): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').trim();
  return /^#\s/.test(body) ? `${body}\n` : `# ${title}\n\n${body}\n`;
}

export type LlmsPage = {title: string; url: string; description?: string; section: string};

/**
 * llms.txt: the site's title and summary, then every page as a markdown link with its
 * description, grouped by section in the order given.
 */
export function llmsText(site: {title: string; summary: string}, pages: readonly LlmsPage[], sections: readonly {id: string; title: string}[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  for (const {id, title} of sections) {
    const inSection = pages.filter((page) => page.section === id);
    if (inSection.length === 0) continue;
    lines.push(`## ${title}`, '', ...inSection.map((page) => `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`), '');
  }
  return lines.join('\n');
}

/** llms-full.txt: every page's markdown, one after another, each with its address. */
export function llmsFullText(pages: readonly {url: string; markdown: string}[]): string {
  return pages.map((page) => `${page.markdown.trim()}\n\nSource: ${page.url}\n`).join('\n---\n\n');
}
