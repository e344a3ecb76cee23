import platformsFile from '@site/data/compat/_platforms.json';
import {platformIds, platformInfo, type PlatformsFile} from '../../../markdown-syntax/src/platforms';
import {chosenPlatforms} from '../choice';
import {sectionSummary} from './support';
import {sectionOf} from '../../../../src/sections';

const PLATFORMS = platformsFile as PlatformsFile;
const IDS = platformIds(PLATFORMS);
const STYLE_ID = 'site-platform-marks';

/** The locale's base URL: English pages live under `/en/` (i18n/locales.json), Chinese at the root. */
function baseUrl(): string {
  return document.documentElement.lang === 'en' ? '/en/' : '/';
}

/** Each compatibility table's cells in column order, the chosen platforms first. */
function orderTables(chosen: readonly string[]): void {
  const rank = (id: string) => (chosen.includes(id) ? 0 : IDS.length) + IDS.indexOf(id);
  for (const row of document.querySelectorAll<HTMLElement>('.site-compat tr, .site-compat ul')) {
    const cells = [...row.children].filter((cell): cell is HTMLElement => cell instanceof HTMLElement && !!cell.dataset.platform);
    const sorted = [...cells].sort((a, b) => rank(a.dataset.platform!) - rank(b.dataset.platform!));
    if (sorted.some((cell, index) => cell !== cells[index])) for (const cell of sorted) row.appendChild(cell);
  }
}

const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Dims the links to pages that do not work on a chosen platform, in the sidebar and on a section's
 * index page, with the reason after the link: read by screen readers, shown on hover and focus.
 */
async function markLinks(chosen: readonly string[]): Promise<void> {
  const base = baseUrl();
  const path = location.pathname.slice(base.length - 1);
  const summary = await sectionSummary(base, path);
  const locale = document.documentElement.lang === 'en' ? 'en' : 'zh-Hans';
  const onIndex = path === `/${sectionOf(path)}/` && sectionOf(path) !== '';
  const rules = Object.entries(summary).flatMap(([page, unsupported]) => {
    const mine = unsupported.filter((id) => chosen.includes(id));
    if (mine.length === 0) return [];
    const names = mine.map((id) => platformInfo(PLATFORMS, id, locale).label).join(locale === 'en' ? ', ' : '、');
    const reason = locale === 'en' ? ` (not on ${names})` : `（${names}不支持）`;
    const href = `[href="${base}${page.slice(1)}"]`;
    const links = [`.menu__link${href}`, ...(onIndex ? [`article a${href}`] : [])];
    const after = (state: string) => links.map((link) => `${link}${state}::after`).join(',');
    return [
      `${links.join(',')}{opacity:.55;position:relative}`,
      // Hidden from sight but read out with the link; shown below it while hovered or focused.
      `${after('')}{content:${cssString(reason)};position:absolute;left:.5rem;top:100%;z-index:3;padding:.1rem .4rem;font-size:.75rem;white-space:nowrap;background:var(--ifm-background-surface-color);border:1px solid var(--ifm-color-emphasis-300);border-radius:4px;clip-path:inset(50%)}`,
      `${after(':hover')},${after(':focus-visible')}{clip-path:none}`,
    ];
  });
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = rules.join('\n');
}

/** What a choice does beyond the head's CSS: table order, and the dimmed links. */
export async function applyChoice(): Promise<void> {
  const chosen = chosenPlatforms();
  orderTables(chosen);
  await markLinks(chosen);
}
