import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { claimDue, releaseClaims } from '#server/services/operations/outbox-claim.ts';

/**
 * Claims up to `limit` due deliveries of live endpoints for one worker until `claimedUntil`, like
 * the e-mail outbox, but only the first waiting delivery of each endpoint and resource: the next
 * one goes once it is delivered or given up, so an endpoint receives one resource's events in the
 * order they happened.
 */
export const claimDueDeliveries = (
  db: Kysely<Database>,
  dialect: Dialect,
  now: string,
  claimedUntil: string,
  limit: number,
) =>
  claimDue(db, dialect, 'webhook_deliveries', { now, claimedUntil, limit }, (due) =>
    due
      .where('webhook_deliveries.webhook_id', 'in', (eb) =>
        eb.selectFrom('webhooks').select('id').where('disabled_at', 'is', null),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('webhook_deliveries as e')
              .select('e.id')
              .whereRef('e.webhook_id', '=', 'webhook_deliveries.webhook_id')
              .whereRef('e.resource', '=', 'webhook_deliveries.resource')
              .where('e.status', '=', 'PENDING')
              .whereRef('e.id', '<', 'webhook_deliveries.id'),
          ),
        ),
      ),
  );

/** The endpoint answered 2xx. */
export const markDelivered = (db: Kysely<Database>, id: number, responseStatus: number) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      status: 'DELIVERED',
      delivered_at: new Date().toISOString(),
      response_status: responseStatus,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();

/** A failed attempt: tried again at `nextAttemptAt`, or given up on (FAILED) when there is none. */
export const markAttemptFailed = (
  db: Kysely<Database>,
  id: number,
  outcome: { responseStatus: number | null; error: string; nextAttemptAt: string | null },
) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.nextAttemptAt ? 'PENDING' : 'FAILED',
      next_attempt_at: outcome.nextAttemptAt ?? new Date().toISOString(),
      claimed_until: null,
      response_status: outcome.responseStatus,
      last_error: outcome.error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();

/** Gives claimed deliveries back unsent (a worker stopping mid-batch); their attempt is taken back. */
export const releaseDeliveries = (db: Kysely<Database>, ids: number[]) => releaseClaims(db, 'webhook_deliveries', ids);
