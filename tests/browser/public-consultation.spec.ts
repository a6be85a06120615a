import { expect, test } from '@playwright/test';
import { adminLeads, universityNamed } from './public-support.ts';
import { inArabic, uniqueEmail } from './support.ts';

test('a consultation request reaches the advisors with its university', async ({ page }) => {
  const university = await universityNamed('Sorbonne University');
  const email = uniqueEmail('consultation');
  await page.goto(`/university-consultation/${university.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule a consultation');
  await expect(page.getByRole('radio', { name: /A free consultation call/ })).toBeChecked();
  await expect(page.getByRole('link', { name: `Back to ${university.name}` })).toHaveAttribute(
    'href',
    `/universities/${university.id}`,
  );

  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  await page.getByLabel('Full name').fill('Karim Nasser');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone (optional)').fill('+961 3 123 456');
  await page.getByLabel('Nationality (optional)').selectOption('Lebanon');
  await page.getByLabel('Program of interest (optional)').selectOption({ index: 1 });
  const program = await page.getByLabel('Program of interest (optional)').inputValue();
  await page.getByLabel('Preferred date (optional)').fill('2027-03-10');
  await page.getByLabel('Message (optional)').fill('I would like to talk about the master programmes.');
  await page.getByRole('button', { name: 'Request Consultation' }).click();

  await expect(page.getByRole('heading', { name: 'Request sent!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  const [lead] = await adminLeads(email);
  expect(lead).toMatchObject({
    kind: 'consultation',
    name: 'Karim Nasser',
    email,
    phone: '+961 3 123 456',
    nationality: 'Lebanon',
    programName: program,
    preferredDate: '2027-03-10',
    university: { id: university.id, name: university.name },
    language: 'en',
  });
});

test('an information request, the chat-app link and the pre-filled e-mail', async ({ page }) => {
  const university = await universityNamed('KU Leuven');
  const email = uniqueEmail('information');
  await page.goto(`/university-consultation/${university.id}?type=information`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request information');
  await expect(page.getByRole('radio', { name: /Information by e-mail/ })).toBeChecked();
  await expect(page.getByLabel('Preferred date (optional)')).toHaveCount(0);

  const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/493025894410');
  expect(chat.searchParams.get('text')).toContain(university.name);
  const mail = (await page.getByRole('link', { name: 'Send an e-mail' }).getAttribute('href'))!;
  expect(mail).toMatch(/^mailto:support@studyeurope\.app\?subject=/);
  expect(decodeURIComponent(mail)).toContain(`Information request: ${university.name}`);

  // Switching the kind of request keeps the URL in step.
  await page.getByRole('radio', { name: /A free consultation call/ }).check();
  await expect(page).toHaveURL(/type=consultation$/);
  await page.getByRole('radio', { name: /Information by e-mail/ }).check();
  await expect(page).toHaveURL(/type=information$/);

  await page.getByLabel('Full name').fill('Sara Ali');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent!' })).toBeVisible();
  const [lead] = await adminLeads(email);
  expect(lead).toMatchObject({ kind: 'information', university: { id: university.id } });
});

test('a missing university gets its view with the way to the catalogue', async ({ page }) => {
  await page.goto('/university-consultation/99999999');
  await expect(page.getByRole('heading', { name: 'University not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to universities' }).click();
  await expect(page).toHaveURL(/\/universities$/);
});

test('in Arabic: the request is stored with its language', async ({ page }) => {
  const university = await universityNamed('Sorbonne University');
  const email = uniqueEmail('consultation-ar');
  await inArabic(page, `/university-consultation/${university.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حدّد موعد استشارة');
  await page.getByLabel('الاسم الكامل').fill('نور');
  await page.getByLabel('عنوان البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'طلب استشارة' }).click();
  await expect(page.getByRole('heading', { name: 'تم إرسال الطلب!' })).toBeVisible();
  const [lead] = await adminLeads(email);
  expect(lead).toMatchObject({ kind: 'consultation', language: 'ar', university: { id: university.id } });
});
