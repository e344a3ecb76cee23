import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItem/Category';

// An always-open group with no page of its own (`<!-- expanded -->` in _sidebar.md) is a heading,
// not a link: stock renders it as an <a> without href, which is neither (Lighthouse: links must be
// crawlable). Every other group renders as stock.
export default function CategoryWrapper(props: Props): ReactNode {
  const {item, activePath, level, onItemClick} = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li className={clsx(ThemeClassNames.docs.docSidebarItemCategory, ThemeClassNames.docs.docSidebarItemCategoryLevel(level), 'menu__list-item', item.className)}>
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', isActiveSidebarItem(item, activePath) && 'menu__link--active')}>{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} tabIndex={0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}
