import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { fail } from '#server/utils/errors.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  removeStaleIdempotencyKeys,
} from './idempotency.repository.ts';

/** How long a key's first answer is sent again. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim this old without an answer belongs to a request whose instance stopped: it is let go. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request a key was first used for: method, path with query, and body, hashed. */
export const requestHash = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

export type IdempotentStart = { claimed: number } | { replay: { status: number; contentType: string; body: string } };

/**
 * A POST with `Idempotency-Key`: the first request with a caller's key claims it (and is made);
 * the same request again answers the first answer kept; another request with the key is refused
 * (409 IDEMPOTENCY_KEY_REUSED), as is the same one while the first is still being made (409
 * IDEMPOTENCY_KEY_IN_USE). The claim is a unique row, so instances sharing a database agree.
 */
export async function startIdempotent(
  db: Kysely<Database>,
  request: { caller: string; key: string; requestHash: string },
  now = new Date(),
): Promise<IdempotentStart> {
  if (!VALID_KEY.test(request.key)) fail(400, 'BAD_REQUEST', 'IDEMPOTENCY_KEY_INVALID');
  await removeStaleIdempotencyKeys(db, now, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const claim = await claimIdempotencyKey(db, { ...request, now, lifetimeMs: KEY_LIFETIME_MS });
  if (claim) return { claimed: claim.id };
  const first = await findIdempotencyKey(db, request.caller, request.key);
  // Removed between the claim and the read (it expired, or its request failed): claim it anew.
  if (!first) return startIdempotent(db, request, now);
  if (first.request_hash !== request.requestHash) fail(409, 'CONFLICT', 'IDEMPOTENCY_KEY_REUSED');
  if (first.status === null) fail(409, 'CONFLICT', 'IDEMPOTENCY_KEY_IN_USE');
  return { replay: { status: first.status, contentType: first.content_type ?? '', body: first.body ?? '' } };
}

/** Ends a claim: a success answer is kept for the key's retries; anything else lets the key go. */
export async function finishIdempotent(
  db: Kysely<Database>,
  claimed: number,
  answer: { status: number; contentType: string; body: string } | undefined,
): Promise<void> {
  if (answer && answer.status >= 200 && answer.status < 300) await keepIdempotentAnswer(db, claimed, answer);
  else await releaseIdempotencyKey(db, claimed);
}
