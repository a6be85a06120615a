import type { OutboxEmail } from '#sdk/schemas/outbox';
import type { App } from '#server/utils/app.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { listOutbox } from './outbox.repository.ts';

/** The outbox for the admins' console. */
export async function outboxList(app: App, query: { page: number; limit: number; to?: string | null }) {
  const { rows, total } = await listOutbox(app.db, {
    to: query.to ?? undefined,
    ...pageWindow(query.page, query.limit),
  });
  const emails: OutboxEmail[] = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
  return { emails, pagination: pagination(query.page, query.limit, total) };
}
