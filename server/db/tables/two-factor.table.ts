import type { Generated } from 'kysely';

/** A user's authenticator secret; `enabled_at` is set once a first code confirmed it. */
export interface TwoFactorTable {
  user_id: number;
  secret: string;
  enabled_at: string | null;
}

/** One single-use recovery code, stored as its hash. */
export interface TwoFactorRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A password sign-in waiting for its second factor (the token is stored as its hash). */
export interface SignInChallengeTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
}
