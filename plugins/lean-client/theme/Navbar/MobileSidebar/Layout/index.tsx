import React, {type ReactNode} from 'react';
import Layout from '@theme-init/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useMobileMenuOpened} from '../../../../src/client/useMobileMenuOpened';

type Props = WrapperProps<typeof LayoutType>;

// On a phone, stock renders the closed menu's items (the navbar's links and the section's whole
// sidebar) right after hydration, and again when the page hands its sidebar to the menu: hundreds
// of elements, twice, that nobody sees yet. Here they render the first time the menu opens, and stay.
export default function NavbarMobileSidebarLayoutWrapper({primaryMenu, secondaryMenu, ...props}: Props): ReactNode {
  const rendered = useMobileMenuOpened();
  return <Layout {...props} primaryMenu={rendered ? primaryMenu : null} secondaryMenu={rendered ? secondaryMenu : null} />;
}
