import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as auth from '#sdk/resources/auth';
import * as settings from '#sdk/resources/settings';
import { DEFAULT_CONTACT } from '#sdk/schemas/settings';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('admin settings', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = server().client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  });

  it('serves the default contact details to anyone until an admin changes them, then the new ones', async () => {
    expect((await settings.contact(server().client())).contact).toEqual(DEFAULT_CONTACT);
    const changed = {
      ...DEFAULT_CONTACT,
      email: 'hello@example.org',
      phone: '+33 1 23 45 67 89',
      street: '12 Rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
      country: 'France',
      hoursFrom: '08:30',
      chatUrl: 'https://chat.example.org/advisors',
    };
    expect((await settings.updateContact(admin, changed)).contact).toEqual(changed);
    expect((await settings.contact(server().client())).contact).toEqual(changed);
    const { entries } = await audit.list(admin, { entity: 'settings' });
    expect(entries[0]).toMatchObject({ label: 'contact', before: DEFAULT_CONTACT, after: changed });
  });

  it('checks the contact details with clear messages', async () => {
    const error = await apiError(
      settings.updateContact(admin, { ...DEFAULT_CONTACT, email: 'no', phone: 'x', hoursTo: '25:00', chatUrl: 'nope' }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'hoursTo', message: 'Use a time such as 09:00' },
      { field: 'chatUrl', message: 'Please enter a valid website URL' },
    ]);
  });

  it('keeps the e-mail sender, starting from MAIL_FROM', async () => {
    const { email } = await settings.email(admin);
    expect(email.senderAddress).toMatch(/@/);
    const sender = { senderName: 'Study in Europe Team', senderAddress: 'team@example.org' };
    await settings.updateEmail(admin, sender);
    expect((await settings.email(admin)).email).toEqual(sender);
    // The next e-mail goes out from the new sender (no SMTP_URL: written to DATA_DIR/mail).
    await auth.forgotPassword(server().client(), { email: 'admin@test.local' });
    const mailDir = join(server().dataDir, 'mail');
    await expect
      .poll(
        () => (existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), 'utf8')) : []),
        {
          timeout: 15_000,
        },
      )
      .toContainEqual(expect.stringContaining('From: Study in Europe Team <team@example.org>'));
    const bad = await apiError(settings.updateEmail(admin, { senderName: '', senderAddress: 'x' }));
    expect(bad.errors.map((e) => e.message)).toEqual(['Sender name is required', 'Please enter a valid email address']);
  });

  it('lets only admins change settings', async () => {
    const student = server().client();
    await auth.register(student, { email: uniqueEmail('set'), password: 'secret-password', userType: 'STUDENT' });
    for (const call of [
      () => settings.updateContact(student, DEFAULT_CONTACT),
      () => settings.email(student),
      () => settings.updateEmail(student, { senderName: 'A', senderAddress: 'a@b.cd' }),
    ])
      expect((await apiError(call())).status).toBe(403);
    expect((await apiError(settings.email(server().client()))).status).toBe(401);
  });
});
