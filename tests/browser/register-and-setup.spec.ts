import { expect, test } from '@playwright/test';
import { translator } from './student-support.ts';
import { newAccount, PASSWORD, PNG, signedIn, uniqueEmail } from './support.ts';

async function register(page: import('@playwright/test').Page, type: 'Education Agency' | 'University' | 'Student') {
  await page.goto('/register');
  await page.getByLabel('Email').fill(uniqueEmail(`journey-${type.split(' ').pop()!.toLowerCase()}`));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  if (type !== 'Education Agency') await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
  else await expect(page.getByRole('radio', { name: /^Education Agency/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
}

test('an agency registers, sets up its profile with a logo and lands on its dashboard', async ({ page }) => {
  await register(page, 'Education Agency');
  await expect(page).toHaveURL(/\/setup\/agency$/);

  // The spec's rules before anything is sent.
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Agency name is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await page.getByLabel('Website').fill('www.example');
  await page.getByLabel('Phone').fill('12ab');
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Logo file must be smaller than 5MB')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Please enter a valid website URL')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await page.getByLabel('Agency name').fill('Cedar Bridge Education');
  await page.getByLabel('Country').selectOption('Germany');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Website').fill('https://cedar-bridge.example.com');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('radio', { name: /^Professional/ }).check();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page.getByText('Agency profile created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The user was reloaded: the top bar names the agency.
  await expect(page.getByRole('button', { name: 'Cedar Bridge Education' })).toBeVisible();
});

test('a university registers, sends its profile for verification and waits on its verification page', async ({
  page,
}) => {
  await register(page, 'University');
  await expect(page).toHaveURL(/\/setup\/university$/);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('University name is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();

  await page.getByLabel('University name').fill('Danube Institute of Technology');
  await page.getByLabel('Country').selectOption('Austria');
  await page.getByLabel('City').fill('Linz');
  await page.getByLabel('Admissions e-mail').fill('admissions@danube-tech.example.at');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page.getByText('Your university was sent for verification')).toBeVisible();
  // The dashboard waits for an admin: the account is sent to its verification page.
  await expect(page).toHaveURL(/\/university\/verification$/);
  await expect(page.getByText('Pending verification')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Danube Institute of Technology' })).toBeVisible();
});

test('a student registers, goes through the four-step wizard and lands on the student dashboard', async ({ page }) => {
  await register(page, 'Student');
  await expect(page).toHaveURL(/\/setup\/student$/);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();

  // Each step is checked before Next, the names on the first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  await page.getByLabel('First Name').fill('Lina');
  await page.getByLabel('Last Name').fill('Haddad');
  // The same date-of-birth rule as the profile.
  await page.getByLabel('Date of birth').fill(`${new Date().getUTCFullYear() + 4}-03-09`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
  await page.getByLabel('Date of birth').fill('2001-03-09');
  await page.getByLabel('Nationality').selectOption('Jordan');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Academic Background' })).toBeVisible();

  // A year is written as a year, and the GPA error agrees with its hint.
  await page.getByLabel('Graduation year').fill('1970');
  await page.getByLabel('GPA').fill('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be a year from 1980 to 2030')).toBeVisible();
  await expect(page.getByText('GPA is outside the range of the chosen grade scale')).toBeVisible();
  await expect(page.getByText('From 0 to 4 on this scale')).toBeVisible();
  await page.getByLabel('Graduation year').fill('2023');
  await page.getByLabel('GPA').fill('');

  // GPA bounds follow the grade scale; a score out of bounds stops Next with the reason.
  await page.getByLabel('Grade scale').selectOption('4.0 Scale (US)');
  await expect(page.getByLabel('GPA')).toHaveAttribute('max', '4');
  await page.getByLabel('IELTS score').fill('9.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be a number between 0 and 9')).toBeVisible();
  await page.getByLabel('IELTS score').fill('7.5');
  await page.getByLabel('GPA').fill('3.6');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Preferred programs').fill('Computer Science, Data Science');
  await page.getByRole('checkbox', { name: 'Germany' }).check();
  await page.getByLabel('Budget per year').selectOption('€10,000 - €20,000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Career goals').fill('Work as a data engineer in Europe.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page.getByText('Student profile created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('in Arabic, the setup wizard stops Next with Arabic reasons and writes years without a separator', async ({
  page,
}) => {
  const t = translator('ar');
  const { token } = await newAccount('STUDENT');
  await signedIn(page, token, '/forgot-password');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/setup/student');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: t('Next') }).click();
  await expect(page.getByText(t('First name is required'))).toBeVisible();
  await page.getByLabel(t('First Name'), { exact: true }).fill('Lina');
  await page.getByLabel(t('Last Name'), { exact: true }).fill('Haddad');
  await page.getByLabel(t('Date of birth'), { exact: true }).fill(`${new Date().getUTCFullYear() + 4}-03-09`);
  await page.getByRole('button', { name: t('Next') }).click();
  await expect(page.getByText(t('Date of birth cannot be in the future'))).toBeVisible();
  await page.getByLabel(t('Date of birth'), { exact: true }).fill('2001-03-09');
  await page.getByRole('button', { name: t('Next') }).click();
  await page.getByLabel(t('Graduation year'), { exact: true }).fill('1970');
  await page.getByRole('button', { name: t('Next') }).click();
  const yearError = page.locator('[id$="-error"], [role="alert"]').filter({ hasText: /١٩٨٠|1980/ });
  await expect(yearError.first()).toBeVisible();
  await expect(yearError.first()).not.toContainText(/[,٬]/);
});
