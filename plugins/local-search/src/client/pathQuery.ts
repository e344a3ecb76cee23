/** The address, decoded where it is valid percent-encoding (a hostile `/%E0%A4%A.html` is not). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The words of an unknown address, as a query: `/api/media/takePhoto.html` → `media takePhoto`. */
export function pathQuery(pathname: string, baseUrl: string): string {
  const words = decoded(pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname)
    .replace(/\.(html?|md)$/i, '')
    .split(/[/_\s%]+/)
    .filter((word) => word !== '' && !/^(index|api|component|tutorial)$/i.test(word));
  return words.join(' ');
}
