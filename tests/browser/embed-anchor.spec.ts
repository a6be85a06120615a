import { expect, test } from '@playwright/test';
import { holdRequests } from './embed-host/held-requests.ts';
import { type HostSite, startHostSite } from './embed-host/host-server.ts';
import { universityNamed } from './public-support.ts';

// A visitor who opens an agency's page at a section below the search (#about) lands on it, although
// the snippet's size hint does not fit the element's width on that site: on a Bootstrap page with
// smooth scrolling the search is 1116px wide on a desktop, where it renders far shorter than the
// hint holds (widgets/README.md, "Size hints"). The search keeps the hint's box until the visitor
// scrolls, so nothing moves under the visitor; the visitor's first scroll gives the box back without
// moving what the visitor sees. Until then the loader also takes the page back to the fragment once
// a widget has rendered, in case it grew past its hint.
const server = () => process.env.PORTAL_URL!;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** The site's scroll padding: the fixed navbar's height and a margin (embed-host/bootstrap.css). */
const SCROLL_PADDING = 72;
const WHEEL = 200;

let site: HostSite;

test.beforeAll(async () => {
  site = await startHostSite(
    server(),
    'horizon-education',
    (await universityNamed('Technical University of Munich')).id,
  );
});

test.afterAll(async () => {
  await site?.close();
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ['en', 'ar'] as const) {
    test(`${label} ${lang}: opened at #about, the visitor lands on it and stays there when the search renders and when they scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}/agency?lang=${lang}#about`);
      const search = page.locator('study-search');
      await expect(search.locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
      const aboutTop = () => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await expect.poll(aboutTop).toBe(SCROLL_PADDING);
      const rendered = () =>
        search.evaluate((el) => Math.round(el.shadowRoot!.querySelector('.se-root')!.getBoundingClientRect().height));
      const box = async () => Math.round((await search.boundingBox())!.height);
      // Until the visitor scrolls, the element keeps the box its hint reserved.
      expect(await box()).toBeGreaterThanOrEqual(await rendered());
      if (label === 'desktop') {
        // The hint (1548px from 576px up) holds far more than the widget renders at this width.
        expect(await box()).toBe(1548);
        expect(await rendered()).toBeLessThan(1548 - 300);
      }

      // The visitor scrolls: the box is what rendered, and the section moved by the wheel's scroll only.
      await page.mouse.move(viewport.width / 2, viewport.height - 100);
      await page.mouse.wheel(0, WHEEL);
      await expect.poll(async () => Math.abs((await aboutTop()) - (SCROLL_PADDING - WHEEL))).toBeLessThanOrEqual(2);
      expect(await box()).toBe(await rendered());
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    });
  }
}

test('a visitor who scrolls before the widget renders is not taken back to the fragment', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const releaseLoader = await holdRequests(page, '**/embed.js');
  await page.goto(`${site.origin}/agency?lang=en#about`, { waitUntil: 'domcontentloaded' });
  const aboutTop = () => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(aboutTop).toBe(SCROLL_PADDING);
  // The loader has started (its listeners are there) but the widget's chunk has not arrived yet.
  await page.unroute('**/embed.js');
  const releaseChunk = await holdRequests(page, '**/embed/search-*.js');
  releaseLoader();
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('study-search')))).toBe(true);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(aboutTop).toBeLessThan(0);
  releaseChunk();
  const search = page.locator('study-search');
  await expect(search.locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
  expect(await aboutTop()).toBeLessThan(0);
  // The visitor had scrolled: the box is what rendered at once.
  expect(await search.evaluate((el) => (el as HTMLElement).style.minHeight)).toBe('');
});
