import { expect, test } from '@playwright/test';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import { universityNamed } from './public-support.ts';
import { apiClient, inArabic, newAccount, signedIn, uniqueEmail } from './support.ts';

// An agency of its own, so that these journeys never touch the demo agency the widget journeys use.
async function newAgency() {
  const { token } = await newAccount('AGENCY');
  const client = apiClient(token);
  await agencyProfile.setup(client, {
    name: `Atlas Study ${Date.now().toString(36)}`,
    country: 'France',
    subscriptionTier: 'STARTER',
  });
  const { embed } = await agencyProfile.retrieveEmbed(client);
  return { token, client, slug: embed.agencySlug };
}

test('the leads inbox filters, marks contacted and converts a request into a student with a draft application', async ({
  page,
}) => {
  const { token, client, slug } = await newAgency();
  // A demo university with programmes: other journeys add featured universities without any.
  const { id } = await universityNamed('Technical University of Munich');
  const { university } = await universities.retrieve(client, id);
  const program = university.academicPrograms[0].name;
  const applyEmail = uniqueEmail('lead-apply');
  const consultEmail = uniqueEmail('lead-consult');
  await leads.create(apiClient(), {
    kind: 'apply',
    agencySlug: slug,
    universityId: university.id,
    programName: program,
    degreeLevel: "Master's Degree",
    name: 'Rania Khalil',
    email: applyEmail,
  });
  await leads.create(apiClient(), {
    kind: 'consultation',
    agencySlug: slug,
    name: 'Samir Aziz',
    email: consultEmail,
    message: 'Please call me in the evening.',
  });

  await signedIn(page, token, '/dashboard');
  await page.getByRole('navigation', { name: 'Agency area' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText('2 leads')).toBeVisible();

  await page.getByLabel('Kind').selectOption('consultation');
  await expect(page.getByText('1 lead')).toBeVisible();
  const samir = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Samir Aziz' }) });
  await samir.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(samir.getByText('Contacted', { exact: true })).toBeVisible();
  await page.getByLabel('Kind').selectOption('');
  await page.getByLabel('Status').selectOption('CONTACTED');
  await expect(page.getByRole('heading', { name: 'Samir Aziz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rania Khalil' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Search').fill(applyEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  const rania = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rania Khalil' }) });
  await expect(rania.getByText(program)).toBeVisible();
  await rania.getByRole('button', { name: 'Convert to student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to student' });
  await expect(dialog).toContainText(`A draft application to ${program} at ${university.name} is created too`);
  await dialog.getByRole('button', { name: 'Create student' }).click();
  await expect(page.getByText('Student created')).toBeVisible();
  await expect(rania.getByText('Converted to student')).toBeVisible();
  await expect(rania.getByRole('link', { name: 'View student' })).toBeVisible();
  await expect(rania.getByRole('button', { name: 'Convert to student' })).toHaveCount(0);

  const [converted] = (await leads.list(client, { search: applyEmail })).leads;
  expect(converted.status).toBe('CONVERTED');
  expect(converted.studentId).toEqual(expect.any(Number));
});

test('the embed page edits the allowed origins, builds and copies a snippet and previews the widget in both languages', async ({
  page,
  context,
}) => {
  const { token, client, slug } = await newAgency();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page, token, '/dashboard');
  await page.getByRole('navigation', { name: 'Agency area' }).getByRole('link', { name: 'Embed' }).click();
  await expect(page.getByRole('heading', { name: 'Embed', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Public slug')).toHaveValue(slug);

  await page.getByLabel('Add a website').fill('ftp://files.example');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Must be an origin such as https://www.example.com')).toBeVisible();
  // A pasted address keeps only its origin.
  await page.getByLabel('Add a website').fill('https://www.Atlas-Study.example/contact?x=1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('https://www.atlas-study.example', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#7c3aed');
  await page.getByRole('button', { name: 'Save embed settings' }).click();
  await expect(page.getByText('Embed settings saved')).toBeVisible();
  const { embed } = await agencyProfile.retrieveEmbed(client);
  expect(embed).toMatchObject({ allowedOrigins: ['https://www.atlas-study.example'], brandColor: '#7c3aed' });

  await page.getByLabel('Widget').selectOption('consultation');
  await page.getByLabel('Language', { exact: true }).selectOption('ar');
  const snippet = page.getByLabel('Snippet');
  await expect(snippet).toContainText(
    `<study-consultation agency="${slug}" lang="ar" type="consultation"></study-consultation>`,
  );
  await expect(snippet).toContainText('/embed.js" async></script>');
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByText('Snippet copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`<study-consultation agency="${slug}"`);

  await expect(
    page
      .getByRole('region', { name: 'Preview in English' })
      .getByRole('heading', { name: 'Schedule a free consultation' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Preview in Arabic' }).getByRole('heading', { name: 'احجز استشارة مجانية' }),
  ).toBeVisible();
  const button = page.getByRole('region', { name: 'Preview in English' }).getByRole('button', { name: 'Send request' });
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(124, 58, 237)');

  // Any university of the catalogue, found by typing, also beyond the first hundred.
  const first = await universities.list(client, { limit: 100 });
  const last = (await universities.list(client, { page: first.pagination.pages, limit: 100 })).universities.at(-1)!;
  await page.getByLabel('Search universities').fill(last.name);
  const escaped = last.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('radio', { name: new RegExp(`^${escaped}`) }).check();
  await expect(snippet).toContainText(`university="${last.id}"`);

  // The same widget in a popup opened by a button of the site, and behind the floating button.
  await page.getByLabel('Shown').selectOption('popup');
  await expect(snippet).toContainText(
    `<button type="button" data-study-open="consultation" data-agency="${slug}" data-lang="ar" data-university="${last.id}" data-type="consultation">استشارة مجانية</button>`,
  );
  await page.getByLabel('Shown').selectOption('floating');
  await expect(snippet).toContainText(
    `<study-floating agency="${slug}" lang="ar" university="${last.id}" type="consultation" opens="consultation"></study-floating>`,
  );
  // The preview's button opens the real popup.
  await page
    .getByRole('region', { name: 'Preview in English' })
    .getByRole('button', { name: 'Free consultation' })
    .click();
  const popup = page.locator('study-popup');
  await expect(popup.getByRole('dialog', { name: 'Free consultation' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Schedule a free consultation' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('the leads inbox reads right to left in Arabic', async ({ page }) => {
  const { token } = await newAgency();
  await inArabic(page, '/forgot-password');
  await signedIn(page, token, '/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'العملاء المحتملون', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('لا يوجد عملاء محتملون بعد')).toBeVisible();
});

test('the embed page shows the brand colour\u2019s contrast and asks before saving a faint one, in English and Arabic', async ({
  page,
}) => {
  const { token, client } = await newAgency();
  const { embed: before } = await agencyProfile.retrieveEmbed(client);
  await signedIn(page, token, '/dashboard/embed');
  const colour = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  await colour.fill('#0f766e');
  await expect(page.getByText("Contrast against the widgets' white background: 5.47:1")).toBeVisible();
  await expect(page.getByText('Button text on this colour: white, contrast 5.47:1')).toBeVisible();

  // The site's own yellow: 1.55:1 on white. The widgets put dark text on it; saving asks first.
  await colour.fill('#ffc800');
  await expect(page.getByText(/white background: 1\.55:1, below the 3:1/)).toBeVisible();
  await expect(page.getByText('Button text on this colour: dark, contrast 11.48:1')).toBeVisible();
  await page.getByRole('button', { name: 'Save embed settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a hard-to-see brand colour?' });
  await expect(dialog).toContainText('1.55:1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await agencyProfile.retrieveEmbed(client)).embed.brandColor).toBe(before.brandColor);
  await page.getByRole('button', { name: 'Save embed settings' }).click();
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Embed settings saved')).toBeVisible();
  expect((await agencyProfile.retrieveEmbed(client)).embed.brandColor).toBe('#ffc800');

  await inArabic(page, '/dashboard/embed');
  const [faint, onBrand] = await page.evaluate(() => [1.55, 11.48].map((n) => new Intl.NumberFormat('ar').format(n)));
  await expect(page.getByText(`التباين مع الخلفية البيضاء للأدوات: ${faint}:1، وهو أقل من`)).toBeVisible();
  await expect(page.getByText(`نص الأزرار على هذا اللون: داكن، التباين ${onBrand}:1`)).toBeVisible();
  await page.getByRole('button', { name: 'حفظ إعدادات التضمين' }).click();
  await expect(page.getByRole('dialog', { name: 'هل تريد حفظ لون علامة تجارية يصعب رؤيته؟' })).toBeVisible();
});
