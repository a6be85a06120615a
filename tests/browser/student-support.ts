import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The Arabic catalogs the portal loads (its own and the names it shares with the server), read as
 * the portal reads them, so that one journey serves both languages.
 */
const arabic = (() => {
  const po = ['messages', 'names']
    .map((catalog) => readFileSync(new URL(`../../locales/ar/${catalog}.po`, import.meta.url), 'utf8'))
    .join('\n\n');
  const unquote = (text: string) => text.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  const entries = new Map<string, string>();
  for (const block of po.split(/\n\n/)) {
    if (/^msgctxt /m.test(block)) continue;
    const id = /^msgid "(.*)"$/m.exec(block);
    const str = /^msgstr "(.*)"$/m.exec(block);
    if (id && str?.[1]) entries.set(unquote(id[1]), unquote(str[1]));
  }
  return entries;
})();

export type Language = 'en' | 'ar';

/**
 * A portal text in the language, with its placeholders filled in, as a reader sees it: the
 * markup of a `<Trans>` message (`<0>{name}</0>`, an isolated value) leaves no text of its own.
 */
export function translator(language: Language) {
  return (english: string, values: Record<string, string> = {}) => {
    const text = language === 'ar' ? arabic.get(english) : english;
    if (text === undefined) throw new Error(`No Arabic for ${JSON.stringify(english)}`);
    return text.replace(/<\/?\d+>/g, '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/**
 * Records every value the upload dialog's progress bar shows, from now on, in the page itself
 * (polling from the test could miss the steps of a fast upload).
 */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation), or lifts the limit. */
export async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}
