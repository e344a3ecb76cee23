import {createStorageSlot} from '@docusaurus/theme-common';
import {CODE_GROUP_ID} from '@site/plugins/markdown-syntax/src/codeGroupId';

/** Where stock Tabs keep the group's choice: a choice carries over between static and compiled pages. */
const choice = createStorageSlot(`docusaurus.tab.${CODE_GROUP_ID}`);

/**
 * Runs the tabs of a code group the server rendered into a static article (an `.md` page, whose
 * only tabs are code groups; plugins/lean-client keeps `.mdx` pages compiled). It does what
 * stock Tabs do, over the elements as they are: a click or Enter chooses a tab, for every code
 * group and for later visits; the arrow keys move the focus along the tabs; the remembered choice
 * is shown. Returns what stops it.
 */
export function attachCodeGroup(container: HTMLElement): () => void {
  const tabs = [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panels = [...container.querySelectorAll<HTMLElement>(':scope > div > [role="tabpanel"]')];

  const show = (label: string | null) => {
    const index = tabs.findIndex((tab) => tab.textContent === label);
    if (index === -1) return;
    tabs.forEach((tab, at) => {
      tab.setAttribute('aria-selected', String(at === index));
      tab.tabIndex = at === index ? 0 : -1;
      tab.classList.toggle('tabs__item--active', at === index);
    });
    panels.forEach((panel, at) => (panel.hidden = at !== index));
  };
  const choose = (tab: HTMLElement) => {
    if (tab.getAttribute('aria-selected') === 'true') return;
    // Groups above may change height: the chosen tab stays where the reader sees it, as with stock Tabs.
    const top = tab.getBoundingClientRect().top;
    show(tab.textContent);
    choice.set(tab.textContent!);
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  };
  const onClick = (event: MouseEvent) => choose(event.currentTarget as HTMLElement);
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = event.currentTarget as HTMLElement;
    const at = tabs.indexOf(tab);
    if (event.key === 'Enter') choose(tab);
    else if (event.key === 'ArrowRight') tabs[(at + 1) % tabs.length]!.focus();
    else if (event.key === 'ArrowLeft') tabs[(at - 1 + tabs.length) % tabs.length]!.focus();
  };

  show(choice.get());
  const stopListening = choice.listen((event) => show(event.newValue));
  for (const tab of tabs) {
    tab.addEventListener('click', onClick);
    tab.addEventListener('keydown', onKeyDown);
  }
  return () => {
    stopListening();
    for (const tab of tabs) {
      tab.removeEventListener('click', onClick);
      tab.removeEventListener('keydown', onKeyDown);
    }
  };
}
