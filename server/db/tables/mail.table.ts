import type { EmailStatus } from '#sdk/schemas/outbox';
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One e-mail to send: written with the change that causes it, delivered by the mail worker. */
export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  language: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A worker that claimed the row sends it until then; after that another may. */
  claimed_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: Timestamp;
  sent_at: string | null;
}

/** A single-use password reset link; only the token's hash is kept. */
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
  used_at: string | null;
}
