import type { App } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { changePrivacySettings, privacySettings } from '#server/services/settings/settings.service.ts';
import type { PrivacySettings } from '#sdk/schemas/personal-data';
import { deleteLeadsBefore } from './erasure.repository.ts';

const HOUR_MS = 3_600_000;

/** Erases the leads older than the retention an admin set, recorded in the audit log when there were any. */
export async function eraseOldLeads(app: App): Promise<number> {
  const { privacy } = await privacySettings(app);
  const before = new Date();
  before.setUTCMonth(before.getUTCMonth() - privacy.leadRetentionMonths);
  return app.db.transaction().execute(async (trx) => {
    const erased = Number((await deleteLeadsBefore(trx, before.toISOString())).numDeletedRows);
    if (erased)
      await insertAuditEntries(trx, [
        {
          actorId: null,
          action: 'erase',
          entity: 'lead',
          entityId: null,
          label: null,
          after: { leads: erased, olderThan: before.toISOString(), retentionMonths: privacy.leadRetentionMonths },
        },
      ]);
    return erased;
  });
}

/** PUT /admin/settings/privacy: the new retention applies at once. */
export async function changeLeadRetention(app: App, actorId: number, privacy: PrivacySettings) {
  const answer = await changePrivacySettings(app, actorId, privacy);
  await eraseOldLeads(app);
  return answer;
}

/** Erases old leads at start, then every hour; answers the stop. */
export function scheduleLeadRetention(app: App): () => void {
  const run = () => void eraseOldLeads(app).catch((error) => log.error({ err: error }, 'lead retention failed'));
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
