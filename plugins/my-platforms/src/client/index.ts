import type {ClientModule} from '@docusaurus/types';
import {CHANGE_EVENT, CHOICE_ATTRIBUTE, OPEN_EVENT} from '../choice';

// On every page, a few hundred bytes: the buttons of the compatibility tables (rendered with the
// page, also as static HTML) work through one listener, and what a choice does beyond CSS loads
// only for readers who have one.

function applyChoice(): void {
  if (document.documentElement.hasAttribute(CHOICE_ATTRIBUTE)) void import('./apply').then(({applyChoice: apply}) => apply());
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('[data-platforms-open], [data-platforms-toggle]');
  if (!button) return;
  if (button.hasAttribute('data-platforms-open')) {
    window.dispatchEvent(new CustomEvent(OPEN_EVENT));
    return;
  }
  const table = button.closest('.site-compat');
  const expanded = !!table?.toggleAttribute('data-expanded');
  button.setAttribute('aria-expanded', String(expanded));
  button.textContent = button.getAttribute(expanded ? 'data-less' : 'data-more');
}

if (typeof window !== 'undefined') {
  document.addEventListener('click', onClick);
  window.addEventListener(CHANGE_EVENT, applyChoice);
}

const clientModule: ClientModule = {
  onRouteDidUpdate: applyChoice,
};
export default clientModule;
