import React, {type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useMobileMenuOpened} from '../../src/client/useMobileMenuOpened';

// Stock picks the desktop or the phone sidebar by window size, which is only known after
// hydration: on a phone, the desktop sidebar the server rendered is then taken down in a second,
// unsliced render, and the page lays out again. Here the desktop sidebar always stays (CSS hides
// it below 997 px, as it does before hydration), and the phone one, which only hands the sidebar
// to the menu, renders when the menu first opens.
//
// The desktop sidebar also stays as the server rendered it: `useIsBrowser` is false in it. Stock
// links a group without a page of its own to its first page on the server and to `#` in the
// browser (useCategoryHrefWithSSRFallback), and React made each such group's link again right
// after hydration (27 on the tutorial sidebar, an unsliced render). A click on the group still
// folds and unfolds it: stock prevents the navigation of a group without a page. The context is
// Docusaurus's own (`@docusaurus/core/lib/client/browserContext`): re-check on an upgrade.
export default function DocSidebar(props: Props): ReactNode {
  const menuOpened = useMobileMenuOpened();
  return (
    <>
      <BrowserContext.Provider value={false}>
        <DocSidebarDesktop {...props} />
      </BrowserContext.Provider>
      {menuOpened && <DocSidebarMobile {...props} />}
    </>
  );
}
