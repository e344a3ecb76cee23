import {test, expect, collectScripts, gotoHydrated, gotoSettled, scrollIntoViewSettled} from './fixtures';

const PAGE = '/__fixtures__/widgets.html';

test.describe('image zoom', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, PAGE);
    await scrollIntoViewSettled(page.getByRole('img', {name: '相对路径的图片'}));
    // medium-zoom loads on demand after the page renders; it marks the images it has taken over.
    await expect(page.getByRole('img', {name: '相对路径的图片'})).toHaveClass(/medium-zoom-image/);
  });

  const image = (page: import('@playwright/test').Page) => page.getByRole('img', {name: '相对路径的图片'});
  const overlay = (page: import('@playwright/test').Page) => page.locator('.medium-zoom-overlay');

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
    await image(page).click();
    await page.waitForTimeout(600);
    const box = (await image(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    const fill = Math.max(box.width / viewport.width, box.height / viewport.height);
    expect(fill).toBeGreaterThan(0.89);
    expect(fill).toBeLessThan(0.91);
  });

  test('closes on a click on the image, ignores clicks for 500 ms, then opens again', async ({page}) => {
    await image(page).click();
    await page.waitForTimeout(500);
    await image(page).click();
    // The click must come within 500 ms of the close finishing: the page watches for that moment
    // and clicks at once (a polled expectation may notice the close up to a second late).
    const reopened = await image(page).evaluate(async (element) => {
      const closed = () => !element.classList.contains('medium-zoom-image--opened');
      await new Promise<void>((resolve) => {
        if (closed()) return resolve();
        const observer = new MutationObserver(() => {
          if (!closed()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element, {attributeFilter: ['class']});
      });
      (element as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return !closed();
    });
    expect(reopened).toBe(false);
    await page.waitForTimeout(600);
    await image(page).click();
    await expect(image(page)).toHaveClass(/medium-zoom-image--opened/);
  });

  test('closes on a click on the backdrop', async ({page}) => {
    await image(page).click();
    await page.waitForTimeout(500);
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('closes after scrolling more than 40 px, and on resize', async ({page}) => {
    await image(page).click();
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, 200);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
    await page.waitForTimeout(600);
    await image(page).click();
    await expect(image(page)).toHaveClass(/medium-zoom-image--opened/);
    await page.setViewportSize({width: 1000, height: 700});
    await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
  });

  test('a press held for 200 ms grabs the image; releasing returns to open', async ({page}) => {
    await image(page).click();
    await page.waitForTimeout(500);
    const box = (await image(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(350);
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

