import { expect, test } from '@playwright/test';

// Content areas reserve their space and the footer never jumps: the cumulative
// layout shift of every public page stays within 0.1 (Web Vitals' "good"), on a phone, in both
// languages, from a cold load until the page has settled.

const PHONE = { width: 412, height: 823 };
const PAGES = [
  '/',
  '/universities',
  '/universities?country=Germany',
  '/universities/1',
  '/university-consultation/1',
  '/countries',
  '/countries/germany',
  '/resources',
  '/contact',
  '/login',
  '/register',
];

for (const lang of ['en', 'ar'] as const) {
  test(`public pages keep still while they load on a phone (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    // Every document the page loads adds up its own layout shifts, as Web Vitals counts them.
    await page.addInitScript(() => {
      const seen = { cls: 0 };
      (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) seen.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts: Record<string, number> = {};
    for (const path of PAGES) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      shifts[path] = await page.evaluate(() => (window as unknown as { layoutShift: { cls: number } }).layoutShift.cls);
    }
    for (const [path, cls] of Object.entries(shifts)) expect(cls, path).toBeLessThanOrEqual(0.1);
  });
}
