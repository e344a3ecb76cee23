import type {Locator, Page} from '@playwright/test';
import {test, expect, collectScripts, gotoHydrated, gotoSettled, scrollIntoViewSettled} from './fixtures';

const PAGE = '/__fixtures__/widgets.html';
const NAME = '相对路径的图片';

/** The image a reader sees: the article's, or while zoomed medium-zoom's copy of it. */
const image = (page: Page) => page.getByRole('img', {name: NAME});
/** The article's image itself, hidden while zoomed. */
const original = (page: Page) => page.locator('article').getByRole('img', {name: NAME, includeHidden: true});
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

/**
 * Runs `action` and waits for medium-zoom to say the zoom has finished opening or closing (its
 * `medium-zoom:opened` and `medium-zoom:closed` events, on the article's image): its animations
 * take their time, longer on a busy machine, and clicks during them mean something else.
 */
async function zoomDone(page: Page, event: 'opened' | 'closed', action: () => Promise<void>): Promise<void> {
  await original(page).evaluate((element, type) => {
    (element as {zoomDone?: Promise<void>}).zoomDone = new Promise((resolve) => element.addEventListener(`medium-zoom:${type}`, () => resolve(), {once: true}));
  }, event);
  await action();
  await original(page).evaluate((element) => (element as {zoomDone?: Promise<void>}).zoomDone);
}

const open = (page: Page) => zoomDone(page, 'opened', () => image(page).click());

/**
 * Clicks the image until it opens: after a close, clicks count again only 500 ms after the closing
 * animation ends (plugins/site-client/src/zoomState.ts). A click either opens it at once or is ignored.
 */
async function clickUntilOpened(image: Locator): Promise<void> {
  await expect(async () => {
    await image.click();
    expect(await image.evaluate((element) => element.classList.contains('medium-zoom-image--opened'))).toBe(true);
  }).toPass({intervals: [100]});
}

test.describe('image zoom', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, PAGE);
    await scrollIntoViewSettled(image(page));
    // medium-zoom loads on demand after the page renders; it marks the images it has taken over.
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
  });

  test('opens on click with the configured backdrop, and closes on Escape', async ({page}) => {
    await image(page).click();
    await expect(image(page)).toHaveClass(/medium-zoom-image--opened/);
    await expect(overlay(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.6)');
    await expect(overlay(page)).toHaveCSS('z-index', '998');
    await expect(overlay(page)).toHaveCSS('transition-duration', '0.4s');
    await page.keyboard.press('Escape');
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('scales the image to 0.9 of the viewport', async ({page}) => {
    await open(page);
    const box = (await image(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    const fill = Math.max(box.width / viewport.width, box.height / viewport.height);
    expect(fill).toBeGreaterThan(0.89);
    expect(fill).toBeLessThan(0.91);
  });

  test('closes on a click on the image, ignores clicks for 500 ms, then opens again', async ({page}) => {
    await open(page);
    // As the close finishes, the page itself clicks the image: at once, so within the 500 ms.
    // A click opens the zoom synchronously or not at all, so the check right after it is the answer.
    await original(page).evaluate((element) => {
      (element as {reopened?: Promise<boolean>}).reopened = new Promise((resolve) => {
        const clickAtOnce = () =>
          queueMicrotask(() => {
            (element as HTMLElement).click();
            resolve(document.querySelector('.medium-zoom-image--opened') !== null);
          });
        element.addEventListener('medium-zoom:closed', clickAtOnce, {once: true});
      });
    });
    await image(page).click();
    expect(await original(page).evaluate((element) => (element as {reopened?: Promise<boolean>}).reopened)).toBe(false);
    await clickUntilOpened(image(page));
  });

  test('closes on a click on the backdrop', async ({page}) => {
    await open(page);
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('closes after scrolling more than 40 px, and on resize', async ({page}) => {
    await open(page);
    await zoomDone(page, 'closed', () => page.mouse.wheel(0, 200));
    await clickUntilOpened(image(page));
    await page.setViewportSize({width: 1000, height: 700});
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('a press held for 200 ms grabs the image; releasing returns to open', async ({page}) => {
    await open(page);
    const box = (await image(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(image(page)).toHaveClass(/site-zoom-grabbed/);
    await expect(image(page)).toHaveCSS('cursor', 'grabbing');
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, {steps: 4});
    expect(await image(page).evaluate((img) => img.style.translate)).toBe('60px 30px');
    await page.mouse.up();
    await expect(image(page)).not.toHaveClass(/site-zoom-grabbed/);
    await expect(image(page)).toHaveClass(/medium-zoom-image--opened/);
  });

  test('a control-click opens the original in a new window instead of zooming', async ({page, context}) => {
    const opened = context.waitForEvent('page');
    await image(page).click({modifiers: ['Control']});
    const original = await opened;
    await original.waitForLoadState();
    // The build inlines this small SVG, so the original opens as a blob of the same image.
    expect(original.url()).toMatch(/^blob:|diagram[^/]*\.svg$/);
    expect(await original.evaluate(() => document.contentType)).toBe('image/svg+xml');
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('images of the next page zoom after client navigation', async ({page}) => {
    await page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: '快速上手'}).click();
    await expect(page).toHaveURL(/quickstart\.html$/);
    const next = page.getByRole('img', {name: 'uni-app 编译流程'});
    await expect(next).toHaveClass(/medium-zoom-image/);
    await next.click();
    await expect(next).toHaveClass(/medium-zoom-image--opened/);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  });

  test('an image inside a link follows the link instead of zooming', async ({page}) => {
    await page.getByRole('link', {name: '链接里的图片'}).click();
    await expect(page).toHaveURL(/\/__fixtures__\/hostile\.html$/);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
});

test('a page without zoomable images does not load the zoom', async ({page}) => {
  const scripts = collectScripts(page);
  await gotoSettled(page, '/dev/');
  expect(await page.evaluate(() => document.querySelectorAll('.medium-zoom-image').length)).toBe(0);
  // A string of medium-zoom's own stylesheet, which our code never spells.
  expect(await scripts()).not.toContain('medium-zoom-image--hidden');
});

