import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { newDeviceEmail } from '#server/services/mail/emails/new-device.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { type Device, describeDevice, sameDevice } from './device.ts';
import { recentUserAgents } from './session.repository.ts';
import { findUserById } from './user.repository.ts';

/**
 * A sign-in from a browser and system none of the account's recent sessions had is e-mailed to
 * its owner. An account's first session (its registration) has nothing to compare with.
 */
export async function tellOfNewDevice(db: Kysely<Database>, userId: number, device: Device) {
  const seen = await recentUserAgents(db, userId);
  if (!seen.length || seen.some((agent) => sameDevice(agent, device.userAgent))) return;
  const user = await findUserById(db, userId);
  if (!user) return;
  const { browser, os } = describeDevice(device.userAgent);
  await enqueueEmail(
    db,
    newDeviceEmail(user.email, user.language as EmailLanguage, { browser, os, address: device.address }),
  );
}
