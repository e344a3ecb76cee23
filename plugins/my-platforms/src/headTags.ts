import type {HtmlTagObject} from '@docusaurus/types';
import {CHOICE_ATTRIBUTE, COUNT_PROPERTY, QUERY_PARAMETER, STORAGE_KEY} from './choice';

/**
 * The script that sets `<html data-platforms>` before the page paints, so that tables and notices
 * show the reader's platforms without moving once shown (no layout shift): from a followed link's
 * `?platforms=` (which it also remembers; an empty one clears the choice), else from storage.
 * Unknown ids are dropped and the known ones kept in column order.
 */
export function choiceScript(ids: readonly string[]): string {
  return `(function(){var ids=${JSON.stringify(ids)},k=${JSON.stringify(STORAGE_KEY)},v=null,s;try{s=window.localStorage;v=s.getItem(k)}catch(e){}var q=new URLSearchParams(location.search).get(${JSON.stringify(QUERY_PARAMETER)});if(q!==null)v=q;var w=(v||'').split(/[\\s,]+/),c=ids.filter(function(p){return w.indexOf(p)>=0});if(q!==null)try{c.length?s.setItem(k,c.join(' ')):s.removeItem(k)}catch(e){}if(c.length){var d=document.documentElement;d.setAttribute(${JSON.stringify(CHOICE_ATTRIBUTE)},c.join(' '));d.style.setProperty(${JSON.stringify(COUNT_PROPERTY)},'" ('+c.length+')"')}})()`;
}

/**
 * What the choice does to the pages, as CSS keyed by `<html data-platforms>`: in a compatibility
 * table, the chosen platforms marked and the others hidden until the reader unfolds them; in the
 * page-top notice, the lines of the chosen platforms; the navbar button's count.
 */
export function choiceStyles(ids: readonly string[]): string {
  const is = (id: string) => `html[${CHOICE_ATTRIBUTE}~="${id}"]`;
  // The navbar button's count of chosen platforms (NavbarItem.tsx).
  return `.site-platforms-button::after{content:var(${COUNT_PROPERTY},"")}` + ids
    .map((id) =>
      [
        `html[${CHOICE_ATTRIBUTE}]:not([${CHOICE_ATTRIBUTE}~="${id}"]) .site-compat:not([data-expanded]) [data-platform="${id}"]{display:none}`,
        `${is(id)} .site-compat [data-platform="${id}"]{background:var(--site-platform-chosen);font-weight:var(--ifm-font-weight-semibold)}`,
        `${is(id)} .site-compat-alert li[data-platform="${id}"]{display:list-item}`,
        `${is(id)} .site-compat-alert:has(li[data-platform="${id}"]){display:block}`,
      ].join(''),
    )
    .join('');
}

export function choiceHeadTags(ids: readonly string[]): HtmlTagObject[] {
  return [
    {tagName: 'script', innerHTML: choiceScript(ids)},
    {tagName: 'style', innerHTML: choiceStyles(ids)},
  ];
}
