import type { Generated } from 'kysely';

/** An API key of an agency or university account; `key_hash` is the SHA-256 of the key. */
export interface ApiKeyTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  /** JSON array of scopes. */
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
