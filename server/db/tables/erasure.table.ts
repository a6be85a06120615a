import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A student's request to erase their account, confirmed through the e-mailed link (migration 2026-11-27-071). */
export interface ErasureRequestTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
}
