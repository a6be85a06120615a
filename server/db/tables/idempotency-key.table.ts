import type { Generated } from 'kysely';

/** A POST's `Idempotency-Key` claimed by a caller, with its first successful answer once made. */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  /** `user:<id>` for a signed-in account (session or API key), `address:<ip>` for anyone else. */
  caller: string;
  key: string;
  /** SHA-256 of the method, path and body the key was first used with. */
  request_hash: string;
  /** Null while the first request is being made. */
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}
