import { expect, test } from '@playwright/test';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an agency adds a webhook on Settings, sends a test event, reads its deliveries and removes it (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    await openAsAgency(page, language, '/settings');
    const card = page.getByRole('main');
    await expect(card.getByText(t('No webhooks yet.'))).toBeVisible();

    await card.getByRole('button', { name: t('New webhook') }).click();
    const dialog = page.getByRole('dialog');
    // The server's own refusal, under its field: no calls to the platform's own network.
    await dialog.getByRole('textbox', { name: t('Endpoint address') }).fill('http://127.0.0.1:8080/hooks');
    await dialog.getByRole('checkbox', { name: t('A new lead arrives') }).check();
    await dialog.getByRole('button', { name: t('Add webhook') }).click();
    await expect(dialog.getByText(t('Webhooks can only be sent to public addresses'))).toBeVisible();

    await dialog.getByRole('textbox', { name: t('Endpoint address') }).fill('https://crm.example.com/hooks');
    await dialog.getByRole('checkbox', { name: t('An application changes status') }).check();
    await dialog.getByRole('button', { name: t('Add webhook') }).click();
    await expect(dialog.getByTestId('shown-once')).toHaveText(/^whsec_/);
    await dialog.getByRole('button', { name: t('I have saved it') }).click();

    const hooks = page.getByRole('list', { name: t('Webhooks') }).getByRole('listitem');
    await expect(hooks).toHaveCount(1);
    await expect(hooks.first()).toContainText('https://crm.example.com/hooks');
    await expect(hooks.first()).toContainText(t('An application changes status'));

    await hooks
      .first()
      .getByRole('button', { name: t('Send a test event') })
      .click();
    await expect(page.getByText(t('Test event sent'))).toBeVisible();
    await hooks
      .first()
      .getByRole('button', { name: t('Deliveries') })
      .click();
    await expect(page.getByRole('dialog').getByRole('cell', { name: t('Test event') })).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Close') })
      .click();

    await hooks
      .first()
      .getByRole('button', { name: t('Remove') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Remove') })
      .click();
    await expect(page.getByText(t('Webhook removed'))).toBeVisible();
    await expect(card.getByText(t('No webhooks yet.'))).toBeVisible();
  });
}
