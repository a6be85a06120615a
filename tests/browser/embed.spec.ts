import { expect, type Page, test } from '@playwright/test';
import { createClient, type Client } from '#sdk/client';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import type { AgencyEmbed } from '#sdk/schemas/agency';
import type { UniversityDetail } from '#sdk/schemas/university';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { type HostSite, startHostSite } from './embed-host/host-server.ts';
import { universityNamed } from './public-support.ts';

const SLUG = 'horizon-education';
const server = () => process.env.PORTAL_URL!;

let agency: Client;
let before: AgencyEmbed;
let university: UniversityDetail;
let allowedSite: HostSite;
let refusedSite: HostSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  agency = createClient({ baseUrl: server() });
  const account = DEMO_ACCOUNTS.find((a) => a.userType === 'AGENCY')!;
  await auth.login(agency, { email: account.email, password: account.password });
  // A demo university with programmes: other journeys add featured universities without any.
  const { id } = await universityNamed('Technical University of Munich');
  university = (await universities.retrieve(agency, id)).university;
  allowedSite = await startHostSite(server(), SLUG, university.id);
  refusedSite = await startHostSite(server(), SLUG, university.id);
  // The agency allows its website's origin on the Embed page; the other site is not allowed.
  before = (await agencyProfile.retrieveEmbed(agency)).embed;
  await agencyProfile.updateEmbed(agency, {
    agencySlug: before.agencySlug,
    brandColor: before.brandColor,
    allowedOrigins: [...before.allowedOrigins, allowedSite.origin],
  });
});

test.afterAll(async () => {
  await agencyProfile.updateEmbed(agency, {
    agencySlug: before.agencySlug,
    brandColor: before.brandColor,
    allowedOrigins: before.allowedOrigins,
  });
  await allowedSite?.close();
  await refusedSite?.close();
});

const events = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __events: { type: string; detail: Record<string, unknown>; tag: string }[] }).__events,
  );
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('three widgets on a hostile page with a strict CSP: styled by themselves, no CSP violation', async ({ page }) => {
  await page.goto(`${allowedSite.origin}/`);
  const search = page.locator('study-search');
  await expect(search.getByRole('heading', { name: 'Find your university in Europe' })).toBeVisible();
  await expect(
    page.locator('study-consultation').getByRole('heading', { name: 'Schedule a free consultation' }),
  ).toBeVisible();
  await expect(
    page.locator('study-apply').getByRole('heading', { name: 'Apply to a European university' }),
  ).toBeVisible();
  // The host's CSS does hide its own div...
  await expect(page.locator('#host-banner')).toBeHidden();
  // ...but reaches nothing inside the widgets: their divs show, their colours and sizes are their own.
  const button = search.getByRole('button', { name: 'Search' });
  await expect(button).toBeVisible();
  const style = await button.evaluate((b) => {
    const s = getComputedStyle(b);
    return { background: s.backgroundColor, color: s.color, fontSize: s.fontSize, border: s.borderStyle };
  });
  // The agency's brand colour (#0f766e) by default.
  expect(style).toEqual({
    background: 'rgb(15, 118, 110)',
    color: 'rgb(255, 255, 255)',
    fontSize: '15px',
    border: 'solid',
  });
  await expect
    .poll(async () =>
      (await events(page))
        .filter((e) => e.type === 'study:ready')
        .map((e) => e.tag)
        .sort(),
    )
    .toEqual(['study-apply', 'study-consultation', 'study-search']);
  expect(await violations(page)).toEqual([]);
});

test('the search filters by country and specialty and paginates', async ({ page }) => {
  await page.goto(`${allowedSite.origin}/`);
  const search = page.locator('study-search');
  const all = await universities.list(agency, {});
  await expect(search.getByRole('status').filter({ hasText: 'universities found' })).toHaveText(
    `${all.pagination.total} universities found`,
  );
  await expect(search.locator('.se-card')).toHaveCount(Math.min(12, all.pagination.total));

  const germany = await universities.list(agency, { country: 'Germany' });
  await search.getByRole('combobox', { name: 'Country' }).selectOption('Germany');
  await expect(search.getByRole('status').filter({ hasText: 'universities found' })).toHaveText(
    `${germany.pagination.total} universities found`,
  );
  for (const text of await search.locator('.se-card .se-muted:not(.se-programmes)').allTextContents())
    expect(text).toContain('Germany');

  const specialty = germany.universities[0].specialties[0];
  const both = await universities.list(agency, { country: 'Germany', specialty });
  await search.getByRole('combobox', { name: 'Specialty' }).selectOption(specialty);
  await expect(search.getByRole('status').filter({ hasText: 'universities found' })).toHaveText(
    `${both.pagination.total} universities found`,
  );

  await search.getByRole('combobox', { name: 'Country' }).selectOption('');
  await search.getByRole('combobox', { name: 'Specialty' }).selectOption('');
  await expect(search.getByText(`Page 1 of ${all.pagination.pages}`)).toBeVisible();
  await search.getByRole('button', { name: 'Next' }).click();
  await expect(search.getByText(`Page 2 of ${all.pagination.pages}`)).toBeVisible();
  const secondPage = await universities.list(agency, { page: 2 });
  await expect(search.locator('.se-card h3').first()).toContainText(secondPage.universities[0].name);

  // A result opens the university on our portal, in a new tab.
  const link = search.getByRole('link', { name: secondPage.universities[0].name });
  await expect(link).toHaveAttribute(
    'href',
    `${server()}/universities/${secondPage.universities[0].id}?agency=${SLUG}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');

  await search.getByRole('combobox', { name: 'Search universities' }).fill('zzzz-qqqq');
  await expect(search.getByRole('heading', { name: 'No universities found' })).toBeVisible();
  const searches = (await events(page)).filter((e) => e.type === 'study:search');
  expect(searches.at(-1)!.detail).toMatchObject({ search: 'zzzz-qqqq', total: 0, page: 1 });
});

test('a consultation request and an apply request arrive in the agency\u2019s inbox', async ({ page }) => {
  await page.goto(`${allowedSite.origin}/`);
  const consultation = page.locator('study-consultation');
  await expect(consultation.getByText(`About ${university.name}`)).toBeVisible();
  await consultation.getByRole('button', { name: 'Send request' }).click();
  await expect(consultation.getByText('This field is required').first()).toBeVisible();

  const consultationEmail = unique('consult');
  await consultation.getByLabel('Full name').fill('Layla Haddad');
  await consultation.getByLabel('Email address').fill(consultationEmail);
  await consultation.getByLabel('Phone (optional)').fill('+962 79 555 0100');
  await consultation.getByLabel('Preferred date (optional)').fill('2027-02-01');
  await consultation.getByLabel('Message (optional)').fill('I would like to talk about engineering masters.');
  await consultation.getByRole('button', { name: 'Send request' }).click();
  await expect(consultation.getByRole('heading', { name: 'Request sent!' })).toBeVisible();

  const apply = page.locator('study-apply');
  const applyEmail = unique('apply');
  const programme = university.academicPrograms[0];
  await apply.getByRole('combobox', { name: 'Programme' }).selectOption(String(programme.id));
  await apply.getByRole('combobox', { name: 'Degree level' }).selectOption("Master's Degree");
  await apply.getByLabel('Full name').fill('Omar Said');
  await apply.getByLabel('Email address').fill(applyEmail);
  await apply.getByRole('button', { name: 'Send application request' }).click();
  await expect(apply.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const portal = apply.getByRole('link', { name: /Continue in the portal/ });
  await expect(portal).toHaveAttribute('href', `${server()}/register?agency=${SLUG}`);

  const [consulted] = (await leads.list(agency, { search: consultationEmail })).leads;
  expect(consulted).toMatchObject({
    kind: 'consultation',
    status: 'NEW',
    name: 'Layla Haddad',
    phone: '+962 79 555 0100',
    preferredDate: '2027-02-01',
    origin: allowedSite.origin,
    university: { id: university.id },
  });
  const [applied] = (await leads.list(agency, { search: applyEmail })).leads;
  expect(applied).toMatchObject({
    kind: 'apply',
    programName: programme.name,
    degreeLevel: "Master's Degree",
    origin: allowedSite.origin,
    university: { id: university.id },
  });

  const created = (await events(page)).filter((e) => e.type === 'study:lead-created').map((e) => e.detail);
  expect(created).toEqual([
    { widget: 'consultation', leadId: consulted.id, kind: 'consultation', agency: SLUG },
    { widget: 'apply', leadId: applied.id, kind: 'apply', agency: SLUG },
  ]);
  expect(await violations(page)).toEqual([]);
});

test('a website the agency has not allowed is refused', async ({ page }) => {
  await page.goto(`${refusedSite.origin}/`);
  const consultation = page.locator('study-consultation');
  await expect(consultation.getByRole('alert')).toHaveText(
    'Horizon Education Consultants has not allowed this website to send requests.',
  );
  await expect(consultation.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await expect(page.locator('study-apply').getByRole('alert')).toHaveText(
    'Horizon Education Consultants has not allowed this website to send requests.',
  );
  await expect.poll(async () => (await events(page)).filter((e) => e.type === 'study:error').length).toBe(2);
  // The search is public and still works there.
  await expect(page.locator('study-search .se-card:not(.se-placeholder)').first()).toBeVisible();

  // Even a hand-made request from that page is refused by the server (the preflight fails).
  const email = unique('refused');
  const outcome = await page.evaluate(
    ([url, slug, email]) =>
      fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'consultation', agencySlug: slug, name: 'Eve', email }),
      }).then(
        (r) => `status ${r.status}`,
        () => 'blocked',
      ),
    [server(), SLUG, email],
  );
  expect(outcome).toBe('blocked');
  expect((await leads.list(agency, { search: email })).leads).toEqual([]);
});

test('a single-page app mounts and unmounts a widget ten times without leaks or duplicate listeners', async ({
  page,
}) => {
  await page.goto(`${allowedSite.origin}/spa`);
  const cdp = await page.context().newCDPSession(page);
  const counters = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };
  const spa = () => page.evaluate(() => (window as unknown as { __spa: { ready: number; searches: number } }).__spa);

  const cycle = async (n: number) => {
    await page.locator('#mount').click();
    await expect.poll(async () => (await spa()).ready).toBe(n);
    await expect(page.locator('study-search .se-card:not(.se-placeholder)').first()).toBeVisible();
    await page.locator('#unmount').click();
    await expect(page.locator('study-search')).toHaveCount(0);
  };
  await cycle(1);
  const afterOne = await counters();
  for (let n = 2; n <= 10; n++) await cycle(n);
  // A widget unmounted a moment ago may still be held by a task in flight (an aborted fetch, a
  // frame callback) until that task ends; a leak holds one widget's nodes per cycle and never
  // settles, so the count is polled rather than read once.
  await expect
    .poll(async () => (await counters()).jsEventListeners, { timeout: 15_000 })
    .toBeLessThanOrEqual(afterOne.jsEventListeners);
  await expect.poll(async () => (await counters()).nodes, { timeout: 15_000 }).toBeLessThanOrEqual(afterOne.nodes + 20);

  // One more mount: one ready, one search per action, not one per earlier mount.
  await page.locator('#mount').click();
  await expect.poll(async () => (await spa()).ready).toBe(11);
  const searchesBefore = (await spa()).searches;
  await page.locator('study-search').getByRole('combobox', { name: 'Country' }).selectOption('Germany');
  await expect.poll(async () => (await spa()).searches).toBe(searchesBefore + 1);
  // Once the widget shows the answer, every listener has heard of it: still one search.
  await expect(page.locator('study-search .se-results-area')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('study-search .se-card').first()).toContainText('Germany');
  expect((await spa()).searches).toBe(searchesBefore + 1);
  expect(await page.locator('study-search').count()).toBe(1);
  expect(await violations(page)).toEqual([]);
});

test('Arabic renders right-to-left, in Arabic, with another brand colour', async ({ page }) => {
  await page.goto(`${allowedSite.origin}/?lang=ar&brand=%237c3aed`);
  const search = page.locator('study-search');
  await expect(search.getByRole('heading', { name: 'ابحث عن جامعتك في أوروبا' })).toBeVisible();
  await expect(page.locator('study-consultation').getByRole('heading', { name: 'احجز استشارة مجانية' })).toBeVisible();
  await expect(page.locator('study-apply').getByRole('heading', { name: 'قدّم طلبك إلى جامعة أوروبية' })).toBeVisible();
  for (const tag of ['study-search', 'study-consultation', 'study-apply']) {
    const root = page.locator(`${tag} .se-root`);
    await expect(root).toHaveAttribute('dir', 'rtl');
    expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  }
  // Right-to-left: the search box starts on the right, its button sits to its left.
  const input = await search.getByRole('combobox', { name: 'ابحث عن الجامعات' }).boundingBox();
  const button = search.getByRole('button', { name: 'بحث' });
  const buttonBox = await button.boundingBox();
  expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(input!.x + 1);
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(124, 58, 237)');
  await expect(search.getByRole('combobox', { name: 'الدولة' })).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'الدولة' }).locator('option', { hasText: 'ألمانيا' })).toHaveCount(
    1,
  );
  expect(await violations(page)).toEqual([]);
});

test('the Arabic search widget finds German universities by their Arabic name, and offers "did you mean"', async ({
  page,
}) => {
  await page.goto(`${allowedSite.origin}/?lang=ar`);
  const search = page.locator('study-search');
  const box = search.getByRole('combobox', { name: 'ابحث عن الجامعات' });
  const germany = await universities.list(agency, { search: 'ألمانيا' });
  expect(germany.pagination.total).toBeGreaterThan(5);
  await box.fill('ألمانيا');
  await expect(search.locator('.se-card h3').first()).toContainText(germany.universities[0].name);
  for (const text of await search.locator('.se-card .se-muted:not(.se-programmes)').allTextContents())
    expect(text).toContain('ألمانيا');

  // One letter wrong: the widget says what it searched for instead, and choosing it searches for it.
  await box.fill('ميونح');
  const notes = search.locator('.se-notes');
  await expect(notes).toContainText('هل تقصد:');
  await expect(search.locator('.se-card')).toHaveCount(2);
  await box.press('Escape');
  await notes.getByRole('button', { name: 'ميونخ' }).click();
  await expect(box).toHaveValue('ميونخ');
  await expect(notes).toHaveCount(0);
});

test('the search box suggests as one types, chosen by keyboard, in English and in Arabic', async ({ page }) => {
  await page.goto(`${allowedSite.origin}/`);
  const search = page.locator('study-search');
  const box = search.getByRole('combobox', { name: 'Search universities' });
  const list = search.getByRole('listbox', { name: 'Search universities' });
  const options = list.getByRole('option');
  await box.fill('germ');
  await expect(options.first()).toHaveText(/^Germany\s*Country$/);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  // Down names the first suggestion as active, up goes round to the last, down again back to the first.
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Enter chooses it: the country filters the results, the box is emptied and the list closed.
  const germany = await universities.list(agency, { country: 'Germany' });
  await box.press('Enter');
  await expect(search.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  await expect(search.getByRole('status').filter({ hasText: 'universities found' })).toHaveText(
    `${germany.pagination.total} universities found`,
  );
  await expect(box).toHaveValue('');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and keeps what was typed; Down opens it again; a university chosen is searched for.
  await box.fill('tum');
  const tum = list.getByRole('option', { name: /^Technical University of Munich/ });
  await expect(tum).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('tum');
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  for (let presses = 1; (await tum.getAttribute('aria-selected')) !== 'true'; presses++) {
    expect(presses).toBeLessThan(8);
    await box.press('ArrowDown');
  }
  await box.press('Enter');
  await expect(box).toHaveValue('Technical University of Munich');
  await expect(list).toBeHidden();
  await expect(search.locator('.se-card h3').first()).toHaveText(/^Technical University of Munich/);
  const searched = (await events(page)).filter((e) => e.type === 'study:search').at(-1)!.detail;
  expect(searched).toMatchObject({ search: 'Technical University of Munich', country: 'Germany' });

  // In Arabic: Arabic names, the list under the box from the right, a city chosen searches by its name.
  await page.goto(`${allowedSite.origin}/?lang=ar`);
  const arabicBox = search.getByRole('combobox', { name: 'ابحث عن الجامعات' });
  const arabicList = search.getByRole('listbox', { name: 'ابحث عن الجامعات' });
  await arabicBox.fill('ميون');
  const munich = arabicList.getByRole('option').first();
  await expect(munich).toHaveText(/^ميونخ\s*المدينة · ألمانيا$/);
  await expect(arabicList.getByRole('option', { name: /^الجامعة التقنية في ميونخ/ })).toBeVisible();
  const boxEdge = (await arabicBox.boundingBox())!;
  const listEdge = (await arabicList.boundingBox())!;
  expect(Math.abs(boxEdge.x + boxEdge.width - (listEdge.x + listEdge.width))).toBeLessThan(2);
  expect(await munich.evaluate((option) => getComputedStyle(option).direction)).toBe('rtl');
  await arabicBox.press('ArrowDown');
  await expect(munich).toHaveAttribute('aria-selected', 'true');
  await arabicBox.press('Enter');
  await expect(arabicBox).toHaveValue('ميونخ');
  await expect(arabicList).toBeHidden();
  await expect(search.locator('.se-card')).toHaveCount(2);
  for (const name of ['LMU Munich', 'Technical University of Munich'])
    await expect(search.locator('.se-card h3').filter({ hasText: name })).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
});
