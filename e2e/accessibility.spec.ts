import AxeBuilder from '@axe-core/playwright';
import {TEST_MS} from './busyMachine';
import {test, expect, gotoHydrated} from './fixtures';

// Pages of different kinds: home, index, API reference, component, guide, configuration, release
// notes, search, not-found, the widget fixture; in light and dark mode.
const PAGES = [
  '/',
  '/api/',
  '/api/request/request.html',
  '/api/system/ble.html',
  '/component/scroll-view.html',
  '/tutorial/page.html',
  '/collocation/pages.html',
  '/release.html',
  '/search.html?q=%E8%93%9D%E7%89%99',
  '/__fixtures__/widgets.html',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} has no serious or critical accessibility violations (${scheme})`, async ({page}) => {
      // axe walks every node: on a busy machine the release notes took over a minute, hydration included.
      test.setTimeout(2 * TEST_MS);
      await page.emulateMedia({colorScheme: scheme});
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // axe reads colours at points on the screen, scrolling as it goes; the article's far blocks
      // take their real size only as they come near (src/css/custom.css) and would move under it.
      await page.addStyleTag({content: '.theme-doc-markdown > * { content-visibility: visible !important; }'});
      const {violations} = await new AxeBuilder({page}).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
}
