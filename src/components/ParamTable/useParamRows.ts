import {useEffect, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import {parentRows, rowLevel, visibleRows} from './paramRows';

/** Setup waits for the page to settle (fonts, other widgets) before touching the table. */
export const SETUP_DELAY_MS = 100;

function toggleLabel(name: string, expanded: boolean): string {
  return expanded
    ? translate({id: 'site.paramTable.collapse', message: '收起 {name} 的子参数', description: 'Button hiding child rows'}, {name})
    : translate({id: 'site.paramTable.expand', message: '展开 {name} 的子参数', description: 'Button showing child rows'}, {name});
}

/** Adds open/hide toggles to the parent rows of the table inside `ref`; child rows start open. */
export function useParamRows(ref: RefObject<HTMLElement | null>, toggleClassName: string): void {
  useEffect(() => {
    const buttons: HTMLButtonElement[] = [];
    const timer = window.setTimeout(() => {
      const rows = [...(ref.current?.querySelectorAll<HTMLTableRowElement>('tbody > tr') ?? [])];
      const levels = rows.map((row) => rowLevel(row.cells[0]?.textContent ?? ''));
      const collapsed = new Set<number>();
      const render = () => {
        visibleRows(levels, collapsed).forEach((visible, index) => (rows[index]!.hidden = !visible));
      };
      for (const index of parentRows(levels)) {
        const cell = rows[index]!.cells[0]!;
        const name = (cell.textContent ?? '').trim();
        const button = document.createElement('button');
        button.type = 'button';
        button.className = toggleClassName;
        const update = () => {
          const expanded = !collapsed.has(index);
          button.setAttribute('aria-expanded', String(expanded));
          button.setAttribute('aria-label', toggleLabel(name, expanded));
        };
        button.addEventListener('click', () => {
          if (collapsed.has(index)) collapsed.delete(index);
          else collapsed.add(index);
          update();
          render();
        });
        update();
        cell.prepend(button);
        buttons.push(button);
      }
    }, SETUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      buttons.forEach((button) => button.remove());
    };
  }, [ref, toggleClassName]);
}
