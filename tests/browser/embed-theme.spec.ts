import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Client } from '#sdk/client';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import { MIN_COMPRESSED_BYTES } from '#server/utils/compression.ts';
import { holdRequests } from './embed-host/held-requests.ts';
import { type HostSite, startHostSite } from './embed-host/host-server.ts';
import { universityNamed } from './public-support.ts';
import { apiClient, newAccount, PASSWORD, uniqueEmail } from './support.ts';

// The widgets on a typical agency theme: the site's CSS places them, its light brand
// colour (#ffc800) themes them, and every text and ring stays readable.
const server = () => process.env.PORTAL_URL!;
const PHONE = { width: 390, height: 844 };

let site: HostSite;
let agency: Client;
let agencyName: string;
let slug: string;
let universityId: number;

test.beforeAll(async () => {
  const { token } = await newAccount('AGENCY');
  agency = apiClient(token);
  agencyName = `Sunrise Study ${Date.now().toString(36)}`;
  await agencyProfile.setup(agency, {
    name: agencyName,
    country: 'France',
    subscriptionTier: 'STARTER',
  });
  const { embed } = await agencyProfile.retrieveEmbed(agency);
  slug = embed.agencySlug;
  // A demo university with programmes: other journeys add featured universities without any.
  universityId = (await universityNamed('Technical University of Munich')).id;
  site = await startHostSite(server(), slug, universityId);
  await agencyProfile.updateEmbed(agency, { ...embed, allowedOrigins: [site.origin] });
});

test.afterAll(async () => {
  await site?.close();
});

// WCAG's contrast ratio, written here apart from the widgets' own, of two computed `rgb(…)` colours.
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};
const WHITE = 'rgb(255, 255, 255)';

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] }).__events,
  );

async function openTheme(page: Page, lang: 'en' | 'ar') {
  await page.goto(`${site.origin}/theme?lang=${lang}`);
  await expect(page.locator('study-search .se-card:not(.se-placeholder)').first()).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the site's stylesheet sizes and places the widgets, and themes them through properties and parts`, async ({
    page,
  }) => {
    await openTheme(page, lang);
    const search = page.locator('study-search');
    // The outer box is the site's: max-width, auto margins, its shadow.
    expect(await css(search, 'max-width')).toBe('640px');
    expect(await css(search, 'margin-top')).toBe('24px');
    expect(await css(search, 'box-shadow')).not.toBe('none');
    const desktop = (await search.boundingBox())!;
    const section = (await page.locator('#search').boundingBox())!;
    expect(desktop.width).toBe(640);
    // Centred by the auto margins.
    expect(Math.abs(desktop.x - section.x - (section.width - 640) / 2)).toBeLessThanOrEqual(1);

    // Inside, the custom properties and ::part() rules apply, and nothing else of the site does.
    const title = search.locator('h2');
    expect(await css(title, 'font-family')).toContain('Georgia');
    expect(await css(title, 'text-transform')).toBe('uppercase');
    const button = search.locator('button[type=submit]');
    expect(await css(button, 'border-top-left-radius')).toBe('0px');
    expect(await css(button, 'letter-spacing')).not.toBe('normal');
    expect(await css(search.locator('.se-root'), 'padding-top')).toBe('28px');
    const muted = search.locator('.se-muted').first();
    expect(await css(muted, 'letter-spacing')).toBe('normal');
    expect(await css(muted, 'text-transform')).toBe('none');
    expect(await css(search.locator('.se-root'), 'font-size')).toBe('15px');

    // A 390 px phone: the element takes the section's width, and the results fit in it.
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await search.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 32);
    const phone = (await search.boundingBox())!;
    const card = (await search.locator('.se-card').first().boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(phone.x);
    expect(card.x + card.width).toBeLessThanOrEqual(phone.x + phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test(`${lang}: on a light brand colour, button text reaches 4.5:1 and hover and focus rings 3:1`, async ({
    page,
  }) => {
    await openTheme(page, lang);
    const search = page.locator('study-search');
    const button = search.locator('button[type=submit]');
    // The site's #ffc800 is the brand: the button wears it, with dark text.
    expect(await css(button, 'background-color')).toBe('rgb(255, 200, 0)');
    expect(contrast(await css(button, 'color'), await css(button, 'background-color'))).toBeGreaterThanOrEqual(4.5);

    await button.hover();
    await expect.poll(() => css(button, 'background-color')).not.toBe('rgb(255, 200, 0)');
    const hover = await css(button, 'background-color');
    expect(contrast(hover, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(await css(button, 'color'), hover)).toBeGreaterThanOrEqual(4.5);

    // Every focusable control, reached by keyboard, shows a ring of at least 3:1 on the white widget.
    await search.locator('#se-search').focus();
    for (const control of [
      button,
      search.getByRole('combobox').first(),
      search.locator('.se-card a').first(),
      search.locator('.se-pager button').last(),
    ]) {
      await control.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      expect(await css(control, 'outline-style')).toBe('solid');
      expect(contrast(await css(control, 'outline-color'), WHITE)).toBeGreaterThanOrEqual(3);
    }
    // Links in the brand colour are text: 4.5:1.
    const link = search.locator('.se-card a').first();
    await link.hover();
    expect(contrast(await css(link, 'color'), WHITE)).toBeGreaterThanOrEqual(4.5);

    const consultation = page.locator('study-consultation');
    const send = consultation.locator('button[type=submit]');
    await expect(send).toBeEnabled();
    expect(contrast(await css(send, 'color'), await css(send, 'background-color'))).toBeGreaterThanOrEqual(4.5);
  });
}

test('the default brand colour keeps a focus ring of 3:1 too', async ({ page }) => {
  await page.goto(`${site.origin}/?lang=en`);
  const search = page.locator('study-search');
  const input = search.getByRole('combobox', { name: 'Search universities' });
  await input.focus();
  await page.keyboard.press('Tab');
  const button = search.getByRole('button', { name: 'Search' });
  await expect(button).toBeFocused();
  expect(contrast(await css(button, 'outline-color'), WHITE)).toBeGreaterThanOrEqual(3);
});

test('one search is one request and one study:search event; a newer query aborts the older one', async ({ page }) => {
  const requests: string[] = [];
  const failed: string[] = [];
  const searchOf = (url: string) => new URL(url).searchParams.get('search');
  page.on('request', (r) => /\/api\/universities\?/.test(r.url()) && requests.push(r.url()));
  page.on('requestfailed', (r) => /\/api\/universities\?/.test(r.url()) && failed.push(r.url()));
  await page.clock.install();
  await openTheme(page, 'en');
  const search = page.locator('study-search');
  const box = search.getByRole('combobox', { name: 'Search universities' });
  const searched = async () => (await events(page)).filter((e) => e.type === 'study:search').map((e) => e.detail);
  requests.length = 0;
  const before = (await searched()).length;

  // Typed, then Enter before the typing pause ends: one request; the pause ending later adds none.
  await box.fill('Munich');
  await box.press('Enter');
  await expect.poll(async () => (await searched()).length).toBe(before + 1);
  await page.clock.fastForward(1000);
  // Enter again on the same query sends nothing either.
  await box.press('Enter');
  await search.getByRole('combobox', { name: 'Country' }).selectOption('Germany');
  await expect.poll(async () => (await searched()).length).toBe(before + 2);
  expect(requests.map(searchOf)).toEqual(['Munich', 'Munich']);
  expect((await searched()).slice(before).map((d) => [d.search, d.country])).toEqual([
    ['Munich', ''],
    ['Munich', 'Germany'],
  ]);

  // A slow answer is abandoned for a newer query: aborted in the browser, never shown, no event for it.
  let held: (() => void) | undefined;
  await page.route('**/api/universities?*search=Berlin*', (route) => {
    held = () => route.continue().catch(() => undefined);
  });
  await box.fill('Berlin');
  await box.press('Enter');
  await expect.poll(() => held !== undefined).toBe(true);
  await box.fill('Paris');
  await box.press('Enter');
  await expect.poll(async () => (await searched()).length).toBe(before + 3);
  await expect.poll(() => failed.map(searchOf)).toEqual(['Berlin']);
  held!();
  expect((await searched()).at(-1)).toMatchObject({ search: 'Paris', country: 'Germany' });
  expect((await searched()).some((d) => d.search === 'Berlin')).toBe(false);
});

test('ar: the catalogue reads in Arabic: field-of-study filter, result tags, programme and degree choices', async ({
  page,
}) => {
  await openTheme(page, 'ar');
  const latin = /[A-Za-z]/;
  const search = page.locator('study-search');
  const fields = search.getByRole('combobox', { name: 'التخصص' }).locator('option');
  await expect.poll(async () => (await fields.allTextContents()).length).toBeGreaterThan(20);
  await expect.poll(async () => (await fields.allTextContents()).filter((t) => latin.test(t))).toEqual([]);
  await expect
    .poll(async () => (await search.locator('.se-tags li').allTextContents()).filter((t) => latin.test(t)))
    .toEqual([]);
  expect(await search.locator('.se-tags li').count()).toBeGreaterThan(12);

  const apply = page.locator('study-apply');
  const programmes = apply.getByRole('combobox', { name: 'البرنامج' }).locator('option');
  await expect.poll(async () => (await programmes.allTextContents()).length).toBeGreaterThan(1);
  // A programme's name is the university's own; its level is in Arabic.
  await expect
    .poll(async () =>
      (await programmes.allTextContents())
        .slice(1)
        .map((t) => /\(([^)]*)\)$/.exec(t)?.[1] ?? t)
        .filter((level) => latin.test(level)),
    )
    .toEqual([]);
  const degrees = await apply.getByRole('combobox', { name: 'المستوى الدراسي' }).locator('option').allTextContents();
  expect(degrees.filter((t) => latin.test(t))).toEqual([]);
  expect(degrees).toContain('درجة الماجستير');
});

test('a result carries the agency into the portal: "with <agency>", and the consultation and registration there land in its lists', async ({
  page,
  context,
}) => {
  await openTheme(page, 'en');
  const result = page.locator('study-search .se-card a').first();
  await expect(result).toHaveAttribute('href', new RegExp(`^${server()}/universities/\\d+\\?agency=${slug}$`));
  const href = (await result.getAttribute('href'))!;
  const university = (await universities.retrieve(agency, Number(/\/universities\/(\d+)/.exec(href)![1]))).university;
  const [portal] = await Promise.all([context.waitForEvent('page'), result.click()]);
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText(university.name);
  await expect(portal.getByText(`with ${agencyName}`)).toBeVisible();

  // The visit stays the agency's: the consultation asked from the university page is the agency's lead.
  await portal.getByRole('link', { name: 'Schedule Consultation' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText('Schedule a consultation');
  const email = uniqueEmail('visit-consult');
  await portal.getByLabel('Full name').fill('Nadia Farouk');
  await portal.getByLabel('Email address').fill(email);
  await portal.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(portal.getByRole('heading', { name: 'Request sent!' })).toBeVisible();
  const [lead] = (await leads.list(agency, { search: email })).leads;
  expect(lead).toMatchObject({ kind: 'consultation', name: 'Nadia Farouk', email });
  expect(lead.university).toMatchObject({ id: university.id });

  // So is a registration later in the visit, through the portal's own register page.
  await portal.goto('/register');
  const student = uniqueEmail('visit-student');
  await portal.getByLabel('Email').fill(student);
  await portal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await portal.getByLabel('Confirm password').fill(PASSWORD);
  await expect(portal.getByRole('radio', { name: /^Student/ })).toBeChecked();
  await portal.getByRole('button', { name: 'Create account' }).click();
  await expect
    .poll(async () => (await agencyStudents.list(agency, { search: student })).students.map((s) => s.email))
    .toEqual([student]);

  // In Arabic, the line reads right to left.
  await portal.evaluate(() => localStorage.setItem('language', 'ar'));
  await portal.goto(new URL(href).pathname);
  await expect(portal.getByText(`مع ${agencyName}`)).toBeVisible();
});

test('delivery: the loader and chunks compressed, chunks cached for a year, the loader revalidated with a 304', async ({
  request,
  page,
}) => {
  // The chunk addresses as a real page loads them.
  const chunks: string[] = [];
  page.on('response', (r) => /\/embed\/[\w-]+\.js$/.test(r.url()) && chunks.push(r.url()));
  await openTheme(page, 'ar');
  await expect.poll(() => chunks.some((u) => u.includes('/embed/catalogue-ar-'))).toBe(true);

  for (const encoding of ['br', 'gzip']) {
    for (const url of [`${server()}/embed.js`, ...chunks]) {
      const answer = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(answer.status()).toBe(200);
      // A chunk under the threshold is sent as it is (server/utils/compression.ts; the build's precompression alike).
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      const small = (await plain.body()).length < MIN_COMPRESSED_BYTES;
      expect(answer.headers()['content-encoding'], url).toBe(small ? undefined : encoding);
      expect(answer.headers().vary).toMatch(/accept-encoding/i);
    }
  }
  for (const url of chunks) {
    const answer = await request.get(url);
    expect(answer.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
  }
  const loader = await request.get(`${server()}/embed.js`, { headers: { 'accept-encoding': 'br' } });
  expect(loader.headers()['cache-control']).toBe('public, max-age=300');
  const etag = loader.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(`${server()}/embed.js`, {
    headers: { 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test(`${label}: the search holds its final size before results arrive; a link to the section below stays on it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdRequests(page, '**/api/universities?*');
    await page.goto(`${site.origin}/theme?lang=en`);
    const search = page.locator('study-search');
    await expect(search.locator('.se-placeholder').first()).toBeVisible();
    const skeleton = (await search.boundingBox())!.height;
    expect(skeleton).toBeGreaterThan(600);

    // The visitor follows the site's own link to the section after the widget while it loads.
    await page.locator('#to-about').click();
    const aboutTop = () => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(aboutTop).toBe(72);
    release();
    await expect(search.locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
    expect(Math.abs((await search.boundingBox())!.height - skeleton)).toBeLessThanOrEqual(1);
    expect(await aboutTop()).toBe(72);

    // A visitor's own search may change the height: then the page is theirs to move.
    await search.getByRole('combobox', { name: 'Search universities' }).fill('zzzz-qqqq');
    await search.getByRole('combobox', { name: 'Search universities' }).press('Enter');
    await expect(search.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    await expect(search.locator('.se-placeholder')).toHaveCount(0);
  });
}

// Size hints: before embed.js has arrived the element is empty, yet it already holds the height the
// widget will have: the snippet's own hint (a plain page) and the theme's hint in its stylesheet.
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  for (const path of ['/snippet', '/theme?lang=en']) {
    test(`${label} ${path}: the size hint holds the section after the search in place before any script of ours ran`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const release = await holdRequests(page, '**/embed.js');
      const lists: string[] = [];
      page.on('request', (r) => /\/api\/universities\?/.test(r.url()) && lists.push(r.url()));
      await page.goto(`${site.origin}${path}`, { waitUntil: 'domcontentloaded' });
      const search = page.locator('study-search');
      const aboutTop = () => page.locator('#about').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      // The loader is held: nothing of ours has run, the element has no shadow root.
      expect(await search.evaluate((el) => el.shadowRoot === null && !customElements.get('study-search'))).toBe(true);
      const before = await aboutTop();
      expect(before).toBeGreaterThan(1400);

      release();
      await expect(search.locator('.se-card:not(.se-placeholder)')).toHaveCount(12);
      expect(Math.abs((await aboutTop()) - before)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      // The snippet's preload of the first page is the widget's request: one request, not two.
      expect(lists).toHaveLength(1);

      // The hint is gone once the widget rendered: a visitor's search with no results makes it shorter.
      const full = (await search.boundingBox())!.height;
      await search.getByRole('combobox', { name: 'Search universities' }).fill('zzzz-qqqq');
      await search.getByRole('combobox', { name: 'Search universities' }).press('Enter');
      await expect(search.getByRole('heading', { name: 'No universities found' })).toBeVisible();
      expect((await search.boundingBox())!.height).toBeLessThan(full / 2);
    });
  }
}

test('the apply widget finds any university by typing, beyond the first hundred, by keyboard', async ({ page }) => {
  const all = await universities.list(agency, { limit: 100 });
  const last = (await universities.list(agency, { page: all.pagination.pages, limit: 100 })).universities.at(-1)!;
  expect(all.pagination.total).toBeGreaterThan(100);
  await openTheme(page, 'en');
  const apply = page.locator('study-apply');
  const box = apply.getByRole('combobox', { name: 'University' });
  await box.fill(last.name);
  const escaped = last.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = apply.getByRole('option', { name: new RegExp(`^${escaped} \\(`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  while ((await option.getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(new RegExp(`^${escaped} \\(`));
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const detail = (await universities.retrieve(agency, last.id)).university;
  const programme = apply.getByRole('combobox', { name: 'Programme' });
  await expect(programme.locator('option')).toHaveCount(detail.academicPrograms.length + 1);
  await programme.selectOption(String(detail.academicPrograms[0].id));
  await apply.getByRole('combobox', { name: 'Degree level' }).selectOption("Master's Degree");
  const email = uniqueEmail('typeahead');
  await apply.getByLabel('Full name').fill('Yusuf Amin');
  await apply.getByLabel('Email address').fill(email);
  await apply.getByRole('button', { name: 'Send application request' }).click();
  await expect(apply.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const [lead] = (await leads.list(agency, { search: email })).leads;
  expect(lead).toMatchObject({ kind: 'apply', university: { id: last.id } });

  // Escape closes the list; a text with no match says so, in Arabic too.
  await page.goto(`${site.origin}/theme?lang=ar`);
  const arabic = page.locator('study-apply').getByRole('combobox', { name: 'الجامعة' });
  await arabic.fill('zzzz');
  await expect(
    page.locator('study-apply').getByRole('status').filter({ hasText: 'لا توجد جامعة مطابقة' }),
  ).toBeVisible();
  await arabic.press('Escape');
  await expect(page.locator('study-apply').getByText('لا توجد جامعة مطابقة')).toHaveCount(0);
});

// The element that has focus, through the shadow roots, and whether it is inside the popup.
const focusInPopup = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    for (let node: Node | null = element; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
      if (node.nodeName === 'STUDY-POPUP') return `${element!.tagName}${element!.id ? `#${element!.id}` : ''}`;
    return `outside: ${element?.tagName}`;
  });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
// Two frames: a wheel turn the page would follow has been applied by then.
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const POPUP_TEXT = {
  en: {
    floating: 'Free consultation',
    title: 'Schedule a free consultation',
    close: 'Close',
    name: 'Full name',
    email: 'Email address',
    send: 'Send request',
    sent: 'Request sent!',
  },
  ar: {
    floating: 'استشارة مجانية',
    title: 'احجز استشارة مجانية',
    close: 'إغلاق',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    send: 'إرسال الطلب',
    sent: 'تم إرسال طلبك!',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the floating button and a link of the page open the consultation in a dialog, by keyboard`, async ({
    page,
  }) => {
    const text = POPUP_TEXT[lang];
    await page.goto(`${site.origin}/theme?lang=${lang}&popup=1`);
    const floating = page.locator('study-floating').getByRole('button', { name: text.floating });
    await expect(floating).toBeVisible();
    // Scrolled a little, so that a locked page can be seen not to move.
    await expect(page.locator('study-search .se-card:not(.se-placeholder)').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBe(300);
    // At the end of the line: bottom right in English, bottom left in Arabic; the brand colour, readable.
    const viewport = page.viewportSize()!;
    const spot = (await floating.boundingBox())!;
    expect(spot.y + spot.height).toBeGreaterThan(viewport.height - 40);
    if (lang === 'en') expect(spot.x + spot.width).toBeGreaterThan(viewport.width - 40);
    else expect(spot.x).toBeLessThan(40);
    expect(await css(floating, 'background-color')).toBe('rgb(255, 200, 0)');
    expect(contrast(await css(floating, 'color'), await css(floating, 'background-color'))).toBeGreaterThanOrEqual(4.5);

    // The floating button, by keyboard: a modal dialog with the consultation form.
    await floating.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('study-popup');
    const dialog = popup.getByRole('dialog', { name: text.floating });
    await expect(dialog).toBeVisible();
    await expect(popup.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(popup.getByRole('button', { name: text.send })).toBeEnabled();
    await expect(dialog).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(popup.locator('study-consultation .se-root')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The close button sits at the end of the line too.
    const closeBox = (await popup.getByRole('button', { name: text.close }).boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    const closeAtStart = closeBox.x + closeBox.width / 2 < dialogBox.x + dialogBox.width / 2;
    expect(closeAtStart).toBe(lang === 'ar');

    // Focus stays inside: more Tabs than the dialog has controls, both ways, never leave it.
    await expect.poll(() => focusInPopup(page)).toBe('BUTTON');
    const reached = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await focusInPopup(page);
      expect(where).not.toMatch(/^outside/);
      reached.add(where);
    }
    expect([...reached]).toEqual(expect.arrayContaining(['BUTTON', 'INPUT#se-name', 'TEXTAREA#se-message']));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPopup(page)).not.toMatch(/^outside/);
    }

    // The page behind does not scroll while the dialog is open.
    expect(await css(page.locator('html'), 'overflow-y')).toBe('hidden');
    await page.mouse.move(5, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await twoFrames(page);
    expect(await scrollY(page)).toBe(300);

    // Escape closes it and gives focus back to the floating button; the page scrolls again.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(floating).toBeFocused();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

    // A link of the page, by keyboard: its request lands in the agency's inbox, about its university.
    const link = page.locator('#free-call');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('dialog', { name: 'Free call' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    const email = uniqueEmail(`popup-${lang}`);
    await popup.getByLabel(text.name).fill('Salma Haddad');
    await popup.getByLabel(text.email).fill(email);
    await popup.getByRole('button', { name: text.send }).click();
    await expect(popup.getByRole('heading', { name: text.sent })).toBeVisible();
    await expect
      .poll(async () => (await leads.list(agency, { search: email })).leads)
      .toEqual([
        expect.objectContaining({
          kind: 'consultation',
          email,
          university: expect.objectContaining({ id: universityId }),
        }),
      ]);
    expect((await events(page)).filter((e) => e.type === 'study:lead-created').at(-1)).toMatchObject({
      tag: 'study-consultation',
    });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(link).toBeFocused();

    // A mouse click opens it too, and its close button closes it.
    await floating.click();
    await expect(dialog).toBeVisible();
    await popup.getByRole('button', { name: text.close }).click();
    await expect(popup).toHaveCount(0);
    await expect(floating).toBeFocused();
    expect(await events(page).then((list) => list.filter((e) => e.type === 'study:error'))).toEqual([]);
    // The dialog's styles and the scroll lock need nothing the strict CSP forbids.
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
