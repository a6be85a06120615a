import { expect, test } from '@playwright/test';
import { adminLeads } from './public-support.ts';
import { inArabic, uniqueEmail } from './support.ts';

test('the contact form checks its fields before sending', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // Editing a field clears its error.
  await page.getByLabel('Full name').fill('Amira');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a sent message reaches the admins and clears the form', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Amira Haddad');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Inquiry type').selectOption('visa');
  await page.getByLabel('Subject').fill('Student visa for Germany');
  await page.getByLabel('Message').fill('Which documents do I need for the blocked account?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Inquiry type')).toHaveValue('general');

  const [lead] = await adminLeads(email);
  expect(lead).toMatchObject({
    kind: 'contact',
    name: 'Amira Haddad',
    email,
    inquiryType: 'visa',
    subject: 'Student visa for Germany',
    message: 'Which documents do I need for the blocked account?',
    status: 'NEW',
  });
});

test('a message that cannot be sent keeps what was typed and says why', async ({ page }) => {
  await page.goto('/contact');
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Full name').fill('Omar');
  await page.getByLabel('Email address').fill('omar@example.com');
  await page.getByLabel('Subject').fill('Scholarships');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message could not be sent')).toBeVisible();
  await expect(
    page.getByText('The server could not be reached. Please check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Omar');
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
});

test('contact details and the free consultation call', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('complementary', { name: 'Contact details' });
  await expect(details.getByRole('link', { name: 'support@studyeurope.app' })).toHaveAttribute(
    'href',
    'mailto:support@studyeurope.app',
  );
  await expect(details).toContainText('Berlin');
  await expect(details).toContainText('Germany');
  const call = details.getByRole('link', { name: 'Schedule a Call' });
  await expect(call).toHaveAttribute(
    'href',
    /^mailto:support@studyeurope\.app\?subject=Free%20consultation%20call&body=/,
  );
});

test('in Arabic: the form speaks Arabic and the message is sent', async ({ page }) => {
  const email = uniqueEmail('contact-ar');
  await inArabic(page, '/contact');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(4);
  await page.getByLabel('الاسم الكامل').fill('ليلى منصور');
  await page.getByLabel('عنوان البريد الإلكتروني').fill('ليلى');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByText('يرجى إدخال عنوان بريد إلكتروني صالح')).toBeVisible();
  await page.getByLabel('عنوان البريد الإلكتروني').fill(email);
  await page.getByLabel('الموضوع').fill('منحة دراسية');
  await page.getByRole('textbox', { name: 'الرسالة', exact: true }).fill('أود معرفة المنح المتاحة في فرنسا.');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByText('تم إرسال الرسالة!')).toBeVisible();
  const [lead] = await adminLeads(email);
  expect(lead).toMatchObject({ kind: 'contact', name: 'ليلى منصور', subject: 'منحة دراسية' });
});
