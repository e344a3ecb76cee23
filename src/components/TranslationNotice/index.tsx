import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export type Props = {
  /** The page's address without the locale's base URL (`/api/request/request.html`). */
  readonly path: string;
  /**
   * `untranslated`: the page shows the default locale's text; `changed`: the page is a translation
   * of an older version of the default locale's page (plugins/translations).
   */
  readonly state: 'untranslated' | 'changed';
};

// At the top of a page in a locale other than the default one that is not, or no longer quite, the
// default locale's page in the reader's language: it says so and links that page (another build
// of the site, so a full load).
export default function TranslationNotice({path, state}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const original = i18n.localeConfigs[i18n.defaultLocale]!;
  const href = `${original.baseUrl.replace(/\/$/, '')}${path}`;
  const text =
    state === 'untranslated'
      ? translate({id: 'site.untranslated.notice', message: '本页尚未翻译，以下为原文。', description: 'Top of a page shown in the default language'})
      : translate({id: 'site.translation.changed', message: '原文在本译文之后有过修改，本页可能缺少最新内容。', description: 'Top of a translated page whose original has changed since it was translated'});
  return (
    <div className={styles.notice} role="note">
      {text}{' '}
      <a href={href} hrefLang={original.htmlLang} lang={original.htmlLang} target="_self">
        {translate({id: 'site.untranslated.link', message: '查看原文页面', description: 'Link to the page in the default language'})}
      </a>
    </div>
  );
}
