import { paths } from '#portal/paths.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { weeklySummaryEmail } from '#server/services/mail/emails/weekly-summary.ts';
import type { App } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';
import { headlineFigures, type SummaryReader } from './headline-figures.ts';
import { summaryWeek } from './summary-week.ts';
import { claimWeeklySummary, usersAwaitingSummary } from './weekly-summary.repository.ts';

/** Where each reader's summary leads: their analytics page. */
const ANALYTICS_PAGE: Record<SummaryReader, string> = {
  AGENCY: paths.agency.analytics,
  UNIVERSITY: paths.university.analytics,
  ADMIN: paths.admin.analytics,
};

/**
 * Queues the weekly summary due at `now` (tests move it) to every user who chose it and has not had
 * it: the figures of the last Monday to Sunday (UTC) against the week before, in the reader's
 * language. Each is claimed (user, week) in the transaction that queues its e-mail, so instances
 * running side by side send it once; a reader whose figures fail is tried again at the next run.
 */
export async function sendWeeklySummaries(app: App, now = new Date()) {
  const week = summaryWeek(now);
  let sent = 0;
  for (const reader of await usersAwaitingSummary(app.db, week.from)) {
    const userType = reader.user_type as SummaryReader;
    const language = reader.language === 'ar' ? 'ar' : 'en';
    try {
      const figures = await headlineFigures[userType](app, reader.id, week);
      const email = weeklySummaryEmail(reader.email, language, {
        week,
        figures,
        analyticsLink: portalAddress(app.config.publicUrl, language, ANALYTICS_PAGE[userType]),
      });
      await app.db.transaction().execute(async (trx) => {
        if (!(await claimWeeklySummary(trx, reader.id, week.from, now.toISOString()))) return;
        await enqueueEmail(trx, email);
        sent++;
      });
    } catch (error) {
      log.error({ err: error, userId: reader.id, week: week.from }, 'a weekly summary was not made');
    }
  }
  return sent;
}

const HOUR_MS = 3_600_000;

/** Sends the summaries due at start, then every hour (the first run after Monday 06:00 UTC sends the week's); answers the stop. */
export function scheduleWeeklySummaries(app: App): () => void {
  const run = () =>
    void sendWeeklySummaries(app).catch((error) => log.error({ err: error }, 'weekly summaries failed'));
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
