import type { Client } from '#sdk/client';
import type {
  ConversationMessage,
  ConversationsQuery,
  ConversationSummary,
  MessagePayload,
  MessagesPage,
  MessagesQuery,
} from '#sdk/schemas/conversation';
import type { Pagination } from '#sdk/schemas/common';

/** The conversations the user takes part in, latest message first, with unread counts and their total. */
export function list(
  client: Client,
  query: ConversationsQuery = {},
): Promise<{ conversations: ConversationSummary[]; unreadTotal: number; pagination: Pagination }> {
  return client.request('GET', '/conversations', { query });
}

/** One application's messages (newest page first, each page oldest first) and who has read how far. */
export function messages(client: Client, applicationId: number, query: MessagesQuery = {}): Promise<MessagesPage> {
  return client.request('GET', `/conversations/${applicationId}/messages`, { query });
}

/** Writes in an application's conversation; `internal` notes are for staff only. */
export function send(
  client: Client,
  applicationId: number,
  payload: MessagePayload,
): Promise<{ message: ConversationMessage }> {
  return client.request('POST', `/conversations/${applicationId}/messages`, { body: payload });
}

/** Marks everything in the conversation read for the user. */
export function markRead(client: Client, applicationId: number): Promise<{ unread: 0 }> {
  return client.request('POST', `/conversations/${applicationId}/read`);
}

/** The multipart body of a message with files: up to 5 in the field `file`, an optional text, staff-only when `internal`. */
export function attachmentForm(files: { blob: Blob; name: string }[], body = '', internal = false): FormData {
  const form = new FormData();
  if (body) form.append('body', body);
  if (internal) form.append('internal', 'true');
  for (const file of files) form.append('file', file.blob, file.name);
  return form;
}

/** Writes a message with attached files (checked and stored like documents). */
export function sendWithFiles(
  client: Client,
  applicationId: number,
  form: FormData,
): Promise<{ message: ConversationMessage }> {
  return client.request('POST', `/conversations/${applicationId}/messages/upload`, { form });
}

/** An attached file, as a streamed response; participants only. */
export function downloadAttachment(client: Client, applicationId: number, attachmentId: number): Promise<Response> {
  return client.fetchRaw('GET', `/conversations/${applicationId}/attachments/${attachmentId}`);
}
