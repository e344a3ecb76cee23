import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';

// The navbar item types the site's navbar uses (`themeConfig.navbar` in docusaurus.config.ts). Stock
// also maps the docs plugin's (doc, docSidebar, docsVersion, docsVersionDropdown), whose code then
// comes with every page. A navbar item of one of those types fails the build: "No NavbarItem
// component found for type …". Add its import here first.
const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
};

export default ComponentTypes;
