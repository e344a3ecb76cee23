/** Whether a route's code failed to download (usually a deploy replaced the chunk files). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message));
}

/**
 * What to do when a page's code is lost: the first time for that address, load it fully (the new
 * deploy's HTML knows the new chunks); if that was already tried, show a message with a retry
 * button, so a reader never loops through reloads. A client navigation counts as a try: when its
 * preload fails, Docusaurus itself reloads the page, so the client module marks each target.
 */
export function chunkRecovery(triedFullLoad: boolean): 'full-load' | 'message' {
  return triedFullLoad ? 'message' : 'full-load';
}

/** The sessionStorage key remembering the full load tried for an address. */
export function fullLoadKey(path: string): string {
  return `site:chunk-full-load:${path}`;
}
