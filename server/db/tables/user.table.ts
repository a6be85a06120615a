import type { Generated } from 'kysely';
import type { UserType } from '#sdk/schemas/enums';
import type { Bool, Timestamp } from './column-types.ts';

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  user_type: UserType;
  is_active: Bool;
  last_login: string | null;
  /** The language of the user's e-mails: en or ar. */
  language: Generated<string>;
  /** Whether the user chose the weekly e-mail of their analytics' headline figures (off by default). */
  weekly_summary: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
  /** The device the session was started from (null for sessions older than this record). */
  user_agent: string | null;
  ip_address: string | null;
  /** Updated at most every few minutes (`touchSession`), so a request rarely writes. */
  last_used_at: string | null;
}
