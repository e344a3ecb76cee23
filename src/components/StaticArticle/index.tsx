import React, {type HTMLAttributes, lazy, type MouseEvent, type ReactNode, startTransition, Suspense, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useHistory} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {DIAGRAM_SLOT} from '@site/src/theme/Mermaid/marker';
import {PARAM_TABLE_ATTRIBUTE} from '@site/src/components/ParamTable/marker';
import {BANNER_ATTRIBUTE} from '@site/src/components/Banner/marker';
import {CODE_GROUP} from '@site/src/components/CodeGroup/marker';
import {useNearViewport} from '@site/src/hooks/useNearViewport';

// Each island's code comes with the first page that has one; code block buttons only once a block
// is near the viewport, so a first visit does not fetch them for blocks below the fold.
const CodeBlockIsland = lazy(() => import('./CodeBlockIsland'));
const MermaidIsland = lazy(() => import('@site/src/theme/Mermaid').then(({MermaidIsland}) => ({default: MermaidIsland})));
const ParamTableIsland = lazy(() => import('@site/src/components/ParamTable/island'));
const BannerIsland = lazy(() => import('@site/src/components/Banner/island'));
const CodeGroupIsland = lazy(() => import('@site/src/components/CodeGroup/island'));

/** A code block's `<pre>` in the server's HTML (CodeBlock/Content); its parent holds the buttons. */
const CODE_BLOCK = 'pre.prism-code';

/** Its children, once the element comes near the viewport. */
function WhenNear({element, children}: {element: Element; children: ReactNode}): ReactNode {
  return useNearViewport(useRef(element)) ? children : null;
}

/** An in-site page of the route table (the catch-all not-found route does not count). */
function isPage(pathname: string): boolean {
  return matchRoutes(routes, pathname).at(-1)?.route.path !== '*';
}

/** The link a click or hover in the article is on, if the site's router can take it there. */
function routerLink(target: EventTarget): URL | null {
  const link = (target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin && isPage(url.pathname) ? url : null;
}

type Island = {key: string; element: Element; node: ReactNode};

/** Each kind of interactive part: where the server left it, where it renders, what renders there. */
const ISLAND_KINDS: {name: string; selector: string; container?: (found: HTMLElement) => Element; render: (found: HTMLElement) => ReactNode}[] = [
  // A code block's buttons go beside its `<pre>`, as CodeBlock/Layout places them.
  {name: 'code', selector: CODE_BLOCK, container: (pre) => pre.parentElement!, render: (pre) => <WhenNear element={pre}><CodeBlockIsland pre={pre as HTMLPreElement} /></WhenNear>},
  {name: 'diagram', selector: DIAGRAM_SLOT, render: (slot) => <MermaidIsland slot={slot} />},
  {name: 'params', selector: `[${PARAM_TABLE_ATTRIBUTE}]`, render: (table) => <ParamTableIsland table={table} />},
  {name: 'banner', selector: `[${BANNER_ATTRIBUTE}]`, render: (section) => <BannerIsland section={section} />},
  {name: 'tabs', selector: CODE_GROUP, render: (container) => <CodeGroupIsland container={container} />},
];

/** The interactive parts inside the article: each code block's buttons, diagram, parameter table, banner and code group. */
function findIslands(article: Element): Island[] {
  return ISLAND_KINDS.flatMap(({name, selector, container, render}) =>
    [...article.querySelectorAll<HTMLElement>(selector)].map((found, index) => ({
      key: `${name}-${index}`,
      element: container ? container(found) : found,
      node: render(found),
    })),
  );
}

type Props = HTMLAttributes<HTMLDivElement> & {html: string};

/**
 * A doc page's article as the server rendered it: hydration takes its HTML as it is (React does
 * not walk an element set by inner HTML), so a long page costs nothing here but its interactive
 * parts, which render into it as portals: code block buttons, diagrams, parameter tables, the
 * banner carousel and code groups' tabs (`:::details` is the browser's own `<details>`). Links in
 * it navigate and preload like the site's other links.
 */
export default function StaticArticle({html, ...props}: Props): ReactNode {
  const article = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [islands, setIslands] = useState<Island[]>([]);
  const inner = useMemo(() => ({__html: html}), [html]);

  // A transition: React renders the islands in slices between the browser's other work, where an
  // effect's plain update would render them all in one task right after hydration.
  useEffect(() => startTransition(() => setIslands(findIslands(article.current!))), [html]);

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = routerLink(event.target);
    // A link to a heading of this page is the browser's to follow.
    if (!url || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  };
  const onIntent = (event: MouseEvent | React.TouchEvent) => {
    const url = routerLink(event.target);
    if (url) window.docusaurus.preload(url.pathname);
  };

  return (
    <>
      <div {...props} ref={article} dangerouslySetInnerHTML={inner} onClick={onClick} onMouseOver={onIntent} onTouchStart={onIntent} />
      {/* An island that fails (its code lost) leaves the article as it is, readable. */}
      {islands.map(({key, element, node}) =>
        createPortal(
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>{node}</Suspense>
          </ErrorBoundary>,
          element,
          key,
        ),
      )}
    </>
  );
}
