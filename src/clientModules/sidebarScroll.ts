import type {ClientModule} from '@docusaurus/types';
import {keepInView} from './keepInView';

// A group opened for the new page animates its height for about 250 ms: measure after it settles.
const AFTER_EXPAND_MS = 300;

function scrollCurrentItemIntoView(): void {
  const menu = document.querySelector<HTMLElement>('.theme-doc-sidebar-menu')?.closest<HTMLElement>('nav.menu');
  const current = menu?.querySelector<HTMLElement>('.menu__link[aria-current="page"]');
  if (!menu || !current) return;
  keepInView(current, menu);
}

/** Keeps the current page's sidebar entry in view after every navigation, in long sidebars too. */
const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.setTimeout(scrollCurrentItemIntoView, AFTER_EXPAND_MS);
  },
};
export default clientModule;
