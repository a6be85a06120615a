import * as v from 'valibot';
import { optionalEmail, PageQuery } from './common.ts';

export const EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** GET /admin/outbox: every e-mail the platform wrote, newest first; `to` narrows to one recipient. */
export const OutboxQuery = v.object({ ...PageQuery, to: optionalEmail() });
export type OutboxQuery = v.InferInput<typeof OutboxQuery>;

export interface OutboxEmail {
  id: number;
  to: string;
  kind: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
