import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { DemandSubject } from '#server/db/tables/demand.table.ts';
import { log } from '#server/utils/log.ts';
import type { VisitorOrigin } from './visitor-origin.ts';

/** One row of `catalogue_demand` waiting to be added. */
interface WaitingRow {
  subject: DemandSubject;
  subjectId: number;
  day: string;
  origin: VisitorOrigin;
  views: number;
  searches: number;
}

/**
 * Counts waiting to be added, by subject, day and origin, then by subject id: a search's dozen ids
 * share the first key, made once.
 */
interface Waiting {
  rows: Map<string, Map<number, WaitingRow>>;
  timer?: NodeJS.Timeout;
  flushing: Promise<void>;
}

/** How long counts wait in memory before they are added to the database in one statement. */
const FLUSH_AFTER_MS = 5_000;
const ROWS_PER_STATEMENT = 500;

const waiting = new WeakMap<Kysely<Database>, Waiting>();

const waitingFor = (db: Kysely<Database>) => {
  let w = waiting.get(db);
  if (!w) {
    w = { rows: new Map(), flushing: Promise.resolve() };
    waiting.set(db, w);
  }
  return w;
};

/**
 * Counts a view or a search of a university or programme (docs/analytics.md): in memory, at the
 * cost of a map update, so that a page answered from memory stays cheap; added to the database a few
 * seconds later, one statement for all of them, by whichever instance counted them.
 */
export function countDemand(
  db: Kysely<Database>,
  what: { subject: DemandSubject; ids: readonly number[]; kind: 'view' | 'search' },
  origin: VisitorOrigin,
  now = new Date(),
): void {
  if (!what.ids.length) return;
  const w = waitingFor(db);
  const day = now.toISOString().slice(0, 10);
  const key = `${what.subject}|${day}|${origin.country}|${origin.language}`;
  let rows = w.rows.get(key);
  if (!rows) {
    rows = new Map();
    w.rows.set(key, rows);
  }
  for (const subjectId of what.ids) {
    let row = rows.get(subjectId);
    if (!row) {
      row = { subject: what.subject, subjectId, day, origin, views: 0, searches: 0 };
      rows.set(subjectId, row);
    }
    if (what.kind === 'view') row.views++;
    else row.searches++;
  }
  if (!w.timer) {
    w.timer = setTimeout(() => {
      flushDemand(db).catch((error) => log.error({ err: error }, 'catalogue demand counts were not saved'));
    }, FLUSH_AFTER_MS);
    w.timer.unref();
  }
}

/** Adds the counts waiting in memory to the database now (before analytics read them, and at shutdown). */
export function flushDemand(db: Kysely<Database>): Promise<void> {
  const w = waitingFor(db);
  clearTimeout(w.timer);
  w.timer = undefined;
  const rows = [...w.rows.values()].flatMap((byId) => [...byId.values()]);
  w.rows.clear();
  // A failed statement loses its own counts only: the next flush starts afresh.
  w.flushing = w.flushing
    .catch(() => undefined)
    .then(async () => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await db
          .insertInto('catalogue_demand')
          .values(
            rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({
              subject: r.subject,
              subject_id: r.subjectId,
              day: r.day,
              country: r.origin.country,
              language: r.origin.language,
              views: r.views,
              searches: r.searches,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['subject', 'subject_id', 'day', 'country', 'language']).doUpdateSet({
              views: sql`catalogue_demand.views + excluded.views`,
              searches: sql`catalogue_demand.searches + excluded.searches`,
            }),
          )
          .execute();
      }
    });
  return w.flushing;
}
