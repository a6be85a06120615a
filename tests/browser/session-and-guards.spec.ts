import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { newAccount, signedIn } from './support.ts';

const demo = (type: (typeof DEMO_ACCOUNTS)[number]['userType']) => DEMO_ACCOUNTS.find((a) => a.userType === type)!;

test('a signed-out visitor of a guarded route logs in and returns to it', async ({ page }) => {
  await page.goto('/students/new');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudents%2Fnew$/);
  const agency = demo('AGENCY');
  await page.getByLabel('Email').fill(agency.email);
  await page.getByLabel('Password', { exact: true }).fill(agency.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/students\/new$/);
});

test('without a redirect, login leads to the dashboard of the account type', async ({ page }) => {
  await page.goto('/login');
  // The demo box fills the form (the server runs with demo data).
  const university = demo('UNIVERSITY');
  await page.getByRole('listitem').filter({ hasText: university.email }).getByRole('button', { name: 'Use' }).click();
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/university\/dashboard$/);
});

test('guards send every role away from the others areas to its own dashboard', async ({ page }) => {
  const student = demo('STUDENT');
  await page.goto('/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  for (const path of ['/admin/users', '/dashboard', '/applications/3/edit', '/university/dashboard', '/setup/agency']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/student\/dashboard$/);
  }
  await page.goto('/direct-student');
  await expect(page).toHaveURL(/\/direct-student$/);
});

test('/admin and /university-dashboard redirect to their dashboards', async ({ page }) => {
  const admin = demo('ADMIN');
  await page.goto('/login?redirect=%2Fadmin');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/university-dashboard');
  // An admin is sent on from the university dashboard to the admin one.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an incomplete agency is sent to its setup after login', async ({ page }) => {
  const { email } = await newAccount('AGENCY');
  await page.goto('/login?redirect=%2Fstudents');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/setup\/agency$/);
});

test('logout ends the session locally, and a token the server refuses is dropped at start', async ({ page }) => {
  const { token } = await newAccount('UNIVERSITY');
  await signedIn(page, token, '/setup/university');
  await expect(page.getByRole('heading', { name: 'Set up your university' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

  // The old token was revoked on the server: using it again signs nobody in and is forgotten.
  await signedIn(page, token, '/university/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Funiversity%2Fdashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a guarded route shows a loading state while the session loads', async ({ page }) => {
  const { token } = await newAccount('AGENCY');
  // Hold the current-user check back (the real server still answers it) to see the state in between.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await signedIn(page, token, '/setup/agency');
  await expect(page.getByRole('status', { name: 'Loading your account…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Set up your agency' })).toBeVisible();
});

test('logout ends the local session even when the server cannot be reached', async ({ page }) => {
  const { token } = await newAccount('AGENCY');
  await signedIn(page, token, '/setup/agency');
  await expect(page.getByRole('heading', { name: 'Set up your agency' })).toBeVisible();
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
