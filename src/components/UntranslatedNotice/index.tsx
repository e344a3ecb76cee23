import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export type Props = {
  /** The page's address without the locale's base URL (`/api/request/request.html`). */
  readonly path: string;
};

// Shown at the top of a page the current locale has no translation of: it says so in the reader's
// language and links the page in the default locale (another build of the site, so a full load).
export default function UntranslatedNotice({path}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const original = i18n.localeConfigs[i18n.defaultLocale]!;
  const href = `${original.baseUrl.replace(/\/$/, '')}${path}`;
  return (
    <div className={styles.notice} role="note">
      {translate({id: 'site.untranslated.notice', message: '本页尚未翻译，以下为原文。', description: 'Top of a page shown in the default language'})}{' '}
      <a href={href} hrefLang={original.htmlLang} lang={original.htmlLang} target="_self">
        {translate({id: 'site.untranslated.link', message: '查看原文页面', description: 'Link to the page in the default language'})}
      </a>
    </div>
  );
}
