import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a glob, as `page.route` takes) until the returned function
 * is called: a file of ours that arrives late, while the host page goes on.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
