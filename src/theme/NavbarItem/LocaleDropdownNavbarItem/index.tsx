import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/**
 * Whether the current address is a page (false on the not-found page): pages are exact routes;
 * an unknown address matches only the catch-all route or a docs section's parent route.
 */
function useIsPage(): boolean {
  const {pathname} = useLocation();
  return matchRoutes(routes, pathname).some(({route}) => route.exact === true);
}

// The stock switcher keeps the current path in the other locale. On the not-found page there is no
// such page (and during the build its path is /404), so there each locale's home page is offered.
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const isPage = useIsPage();
  if (isPage) return <LocaleDropdownNavbarItem {...props} />;
  const {mobile, dropdownItemsBefore: _before, dropdownItemsAfter: _after, queryString: _query, ...rest} = props;
  const items = i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale]!;
    return {label: config.label, lang: config.htmlLang, to: `pathname://${config.baseUrl}`, autoAddBaseUrl: false, target: '_self'};
  });
  return <DropdownNavbarItem {...rest} mobile={mobile} label={i18n.localeConfigs[i18n.currentLocale]!.label} items={items} />;
}
