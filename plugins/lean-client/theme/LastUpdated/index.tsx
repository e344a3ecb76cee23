import React, {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

/** One date format per locale and calendar, made once: the static build formats a date on every page. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, calendar: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${calendar ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {calendar, day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The date as stock formats it. A page's first date format is slow to make (the locale's calendar
 * data: ~40 ms on a fast machine, four times that on a phone), so at hydration the server's text
 * is kept and nothing is formatted; a page reached by client navigation formats its date.
 */
function useFormattedDate(date: Date): string {
  const {i18n} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  // An empty string, not null: React keeps an element's differing text only when it is text.
  const [text] = useState(() =>
    hydrating
      ? ''
      : dateFormat(i18n.currentLocale, i18n.localeConfigs[i18n.currentLocale]?.calendar).format(date),
  );
  return text;
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const text = useFormattedDate(atDate);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified" suppressHydrationWarning>
              {text}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

// Stock, with the date left as the server wrote it at hydration (see useFormattedDate).
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
