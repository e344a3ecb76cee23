/** Whether a link leaves the site's own pages: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
}
