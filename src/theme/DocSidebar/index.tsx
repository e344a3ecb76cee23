import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useMobileMenuOpened} from '@site/src/hooks/useMobileMenuOpened';

// Stock picks the desktop or the phone sidebar by window size, which is only known after
// hydration: on a phone, the desktop sidebar the server rendered is then taken down in a second,
// unsliced render, and the page lays out again. Here the desktop sidebar always stays (CSS hides
// it below 997 px, as it does before hydration), and the phone one, which only hands the sidebar
// to the menu, renders when the menu first opens.
export default function DocSidebar(props: Props): ReactNode {
  const menuOpened = useMobileMenuOpened();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {menuOpened && <DocSidebarMobile {...props} />}
    </>
  );
}
