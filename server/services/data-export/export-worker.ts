import type { App } from '#server/utils/app.ts';
import { hashToken, newToken } from '#server/services/auth/token.ts';
import { findUserById } from '#server/services/auth/user.repository.ts';
import { discardFiles, newFileKey } from '#server/services/files/file-store.ts';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { dataExportEmail } from '#server/services/mail/emails/data-export.ts';
import { log } from '#server/utils/log.ts';
import {
  claimDataExport,
  deleteDataExports,
  listSpentDataExports,
  markDataExportFailed,
  markDataExportReady,
} from './data-export.repository.ts';
import { personalDataZip } from './export-zip.ts';
import { readPersonalData } from './personal-data.repository.ts';

/** How long a claimed export is this instance's before another may take it over. */
const CLAIM_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;
/** How long the e-mailed link works. */
export const EXPORT_LINK_HOURS = 24;
const POLL_MS = 5_000;

/** The address the e-mailed link opens: the ZIP itself, as an attachment. */
export const exportLink = (publicUrl: string, token: string) => `${publicUrl}/api/data-exports/${token}`;

/** Builds one waiting export, if there is one: stores the ZIP, then mails its link. Answers whether it found one. */
export async function buildNextDataExport(app: App): Promise<boolean> {
  const now = new Date();
  const claimed = await claimDataExport(app.db, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
  if (!claimed) return false;
  const key = newFileKey('exports', 'zip');
  try {
    const rows = await readPersonalData(app.db, claimed.student_id);
    const language: TextLanguage = claimed.language === 'ar' ? 'ar' : 'en';
    // The summary is in the student's language, the e-mail in that of whoever asked.
    const requester = claimed.requested_by === null ? undefined : await findUserById(app.db, claimed.requested_by);
    const emailLanguage: TextLanguage = (requester?.language ?? language) === 'ar' ? 'ar' : 'en';
    await app.files.put(key, personalDataZip(rows, language, app.files), 'application/zip');
    const token = newToken();
    const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3_600_000).toISOString();
    await app.db.transaction().execute(async (trx) => {
      await markDataExportReady(trx, claimed.id, { storageKey: key, tokenHash: hashToken(token), expiresAt });
      await enqueueEmail(
        trx,
        dataExportEmail(claimed.recipient_email, emailLanguage, exportLink(app.config.publicUrl, token)),
      );
    });
  } catch (error) {
    log.error({ err: error, dataExport: claimed.id }, 'a data export could not be built');
    await discardFiles(app.files, [key]);
    await markDataExportFailed(app.db, claimed.id, claimed.attempts >= MAX_ATTEMPTS);
  }
  return true;
}

/** Removes the exports whose link has run out (their files first) and those given up on. */
export async function removeSpentDataExports(app: App): Promise<void> {
  const spent = await listSpentDataExports(app.db, new Date().toISOString());
  await discardFiles(
    app.files,
    spent.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
  );
  await deleteDataExports(
    app.db,
    spent.map((row) => row.id),
  );
}

let wake: (() => void) | undefined;

/** Asks this instance's worker to look for waiting exports now rather than at its next round. */
export const wakeDataExportWorker = () => wake?.();

/** Builds waiting exports every few seconds (and at once when woken); answers the stop. */
export function startDataExportWorker(app: App): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const round = async () => {
    while (!stopped && (await buildNextDataExport(app)));
    await removeSpentDataExports(app);
  };
  const tick = () => {
    clearTimeout(timer);
    if (busy || stopped) return;
    busy = true;
    running = round()
      .catch((error) => log.error({ err: error }, 'The data export worker failed a round'))
      .finally(() => {
        busy = false;
        if (!stopped) timer = setTimeout(tick, POLL_MS);
      });
  };
  wake = tick;
  timer = setTimeout(tick, POLL_MS);
  return async () => {
    stopped = true;
    wake = undefined;
    clearTimeout(timer);
    await running;
  };
}
