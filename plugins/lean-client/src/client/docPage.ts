import type {ComponentType} from 'react';
import {ARTICLE_ATTRIBUTE, DATA_ATTRIBUTE, docDataUrl, type DocData, type DocPage} from '../docData';

/** A doc route's content module, as the docs theme reads it; `html` marks it as static. */
export type DocPageModule = DocPage & {default: ComponentType};

/** The page the browser loaded, read from its own HTML: no request, and no compiled content. */
function pageInDocument(path: string): DocPage | null {
  const data = document.querySelector(`script[${DATA_ATTRIBUTE}]`);
  const article = document.querySelector(`[${ARTICLE_ATTRIBUTE}]`);
  if (!data || !article || data.getAttribute(DATA_ATTRIBUTE) !== path) return null;
  return {...(JSON.parse(data.textContent!) as DocData), html: article.innerHTML};
}

/** A page's data fetched for a client navigation; a failure counts as lost page code (theme/Loading). */
async function fetchPage(path: string): Promise<DocPage> {
  const response = await fetch(docDataUrl(path)).catch(() => null);
  if (!response?.ok) {
    const error = new Error(`Loading chunk ${docDataUrl(path)} failed.`);
    error.name = 'ChunkLoadError';
    throw error;
  }
  return (await response.json()) as DocPage;
}

/**
 * The content loader of a doc route (the route table calls it in place of importing the page's
 * compiled markdown). Docusaurus copies the module's other exports onto `default`, one component per
 * page, which is how the theme finds `html`; the component itself is never rendered.
 */
export default async function loadDocPage(path: string): Promise<DocPageModule> {
  const page = pageInDocument(path) ?? (await fetchPage(path));
  return {...page, default: () => null};
}
