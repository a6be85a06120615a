import { expect, test } from '@playwright/test';
import { type HostSite, startHostSite } from './embed-host/host-server.ts';
import { universityNamed } from './public-support.ts';

// A visitor who opens an agency's page at a section below the search (#about) lands on it, although
// the snippet's size hint does not fit the element's width on that site: on a Bootstrap page with
// smooth scrolling the search is 1116px wide on a desktop, where it renders far shorter than the
// hint holds (widgets/README.md, "Size hints"). The loader takes the page back to the fragment once
// the widget has rendered, unless the visitor has scrolled meanwhile.
const server = () => process.env.PORTAL_URL!;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** The site's scroll padding: the fixed navbar's height and a margin (embed-host/bootstrap.css). */
const SCROLL_PADDING = 72;

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
    test(`${label} ${lang}: opened at #about, the visitor lands on it once the search has rendered`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}/agency?lang=${lang}#about`);
      const search = page.locator('study-search');
      await expect(search.locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
      if (label === 'desktop') {
        // The hint (1493px from 576px up) holds far more than the widget renders at this width.
        expect((await search.boundingBox())!.height).toBeLessThan(1493 - 300);
      }
      const aboutTop = () => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await expect.poll(aboutTop).toBe(SCROLL_PADDING);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    });
  }
}

test('a visitor who scrolls before the widget renders is not taken back to the fragment', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/embed.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${site.origin}/agency?lang=en#about`, { waitUntil: 'domcontentloaded' });
  const aboutTop = () => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(aboutTop).toBe(SCROLL_PADDING);
  // The loader has started (its listeners are there) but the widget's chunk has not arrived yet.
  await page.unroute('**/embed.js');
  let releaseChunk!: () => void;
  const chunkHeld = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  await page.route('**/embed/search-*.js', async (route) => {
    await chunkHeld;
    await route.continue().catch(() => undefined);
  });
  release();
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('study-search')))).toBe(true);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(aboutTop).toBeLessThan(0);
  releaseChunk();
  await expect(page.locator('study-search').locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
  expect(await aboutTop()).toBeLessThan(0);
});
