import * as v from 'valibot';
import { ContactSettings, DEFAULT_CONTACT, EmailSettings } from '#sdk/schemas/settings';
import { DEFAULT_PRIVACY, PrivacySettings } from '#sdk/schemas/personal-data';
import { SecuritySettings } from '#sdk/schemas/two-factor';
import type { App } from '#server/utils/app.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { findSetting, saveSetting } from './settings.repository.ts';

/** A stored setting that still passes its schema, or the default. */
async function readSetting<S extends v.GenericSchema>(app: App, key: string, schema: S, fallback: v.InferOutput<S>) {
  const stored = await findSetting(app.db, key);
  const parsed = v.safeParse(schema, stored);
  return parsed.success ? parsed.output : fallback;
}

async function writeSetting<T extends Record<string, unknown>>(
  app: App,
  actorId: number,
  key: string,
  before: T,
  after: T,
) {
  await app.db.transaction().execute(async (trx) => {
    await saveSetting(trx, key, after);
    await insertAuditEntries(trx, [
      { actorId, action: 'update', entity: 'settings', entityId: null, label: key, before, after },
    ]);
  });
}

/** The public contact details (GET /settings/contact). */
export const contactSettings = async (app: App) => ({
  contact: await readSetting(app, 'contact', ContactSettings, DEFAULT_CONTACT),
});

/** PUT /admin/settings/contact. */
export async function changeContactSettings(app: App, actorId: number, contact: ContactSettings) {
  await writeSetting(app, actorId, 'contact', (await contactSettings(app)).contact, contact);
  return { contact };
}

/** The sender the platform's e-mails go out with: as stored, else MAIL_FROM ("Name <address>"). */
export async function emailSettings(app: App): Promise<{ email: EmailSettings }> {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(app.config.mail.from);
  const fallback = match
    ? { senderName: match[1], senderAddress: match[2] }
    : { senderName: '', senderAddress: app.config.mail.from };
  return { email: await readSetting(app, 'email', EmailSettings, fallback) };
}

/** PUT /admin/settings/email. */
export async function changeEmailSettings(app: App, actorId: number, email: EmailSettings) {
  await writeSetting(app, actorId, 'email', (await emailSettings(app)).email, email);
  return { email };
}

/** The platform's sign-in rules: a second factor is optional until an admin requires it. */
export const securitySettings = async (app: App): Promise<{ security: SecuritySettings }> => ({
  security: await readSetting(app, 'security', SecuritySettings, { twoFactorRequired: false }),
});

/** PUT /admin/settings/security. */
export async function changeSecuritySettings(app: App, actorId: number, security: SecuritySettings) {
  await writeSetting(app, actorId, 'security', (await securitySettings(app)).security, security);
  return { security };
}

/** How long leads are kept before they are erased (default 12 months). */
export const privacySettings = async (app: App): Promise<{ privacy: PrivacySettings }> => ({
  privacy: await readSetting(app, 'privacy', PrivacySettings, DEFAULT_PRIVACY),
});

/** PUT /admin/settings/privacy. */
export async function changePrivacySettings(app: App, actorId: number, privacy: PrivacySettings) {
  await writeSetting(app, actorId, 'privacy', (await privacySettings(app)).privacy, privacy);
  return { privacy };
}
