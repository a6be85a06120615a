import type { H3Event } from 'h3';
import { LIMITS } from '#sdk/schemas/constants';
import {
  type ConversationSummary,
  type MessagePayload,
  type MessagesPage,
  MessageUploadFields,
} from '#sdk/schemas/conversation';
import type { App } from '#server/utils/app.ts';
import { forbidden, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { validInput } from '#server/utils/validate.ts';
import { DOCUMENT_CONTENTS } from '#server/services/files/content-kinds.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { type ReceivedFile, receiveUpload, type UploadRules } from '#server/services/files/multipart.ts';
import { sendStoredFile } from '#server/services/files/send-file.ts';
import { DOCUMENT_UPLOAD_RULES } from '#server/services/documents/document.service.ts';
import { notifyNewMessage } from '#server/services/notifications/message-notifications.ts';
import { attachmentsOf, findAttachment, insertAttachments } from './attachment.repository.ts';
import {
  canRead,
  countUnread,
  findMessage,
  insertMessage,
  isStaff,
  latestVisibleMessageId,
  listConversations,
  listMessages,
  listReads,
  markReadUpTo,
  type Reader,
} from './conversation.repository.ts';
import { presentMessage, presentParticipant } from './conversation.presenter.ts';
import { publishApplicationEvent } from '#server/services/webhooks/publish.ts';

async function requireParticipant(app: App, reader: Reader, applicationId: number) {
  if (!(await canRead(app.db, reader, applicationId))) notFound('APPLICATION_NOT_FOUND');
}

/** GET /conversations: the reader's conversations, latest first, with unread counts. */
export async function conversationList(
  app: App,
  reader: Reader,
  query: { page: number; limit: number; studentId?: number },
) {
  const { rows, lastMessages, total } = await listConversations(
    app.db,
    reader,
    pageWindow(query.page, query.limit),
    query.studentId,
  );
  const [unread, unreadTotal] = await Promise.all([
    countUnread(
      app.db,
      reader,
      rows.map((row) => row.id),
    ),
    unreadCount(app, reader),
  ]);
  const attachments = await attachmentsOf(
    app.db,
    lastMessages.map((row) => row.id),
  );
  const byId = new Map(lastMessages.map((row) => [row.id, presentMessage(row, attachments)]));
  const conversations: ConversationSummary[] = rows.map((row) => ({
    applicationId: row.id,
    programName: row.program_name,
    universityName: row.university_name,
    studentName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    status: row.status,
    unread: unread.get(row.id) ?? 0,
    lastMessage: row.last_id === null ? null : byId.get(row.last_id as number)!,
  }));
  return { conversations, unreadTotal, pagination: pagination(query.page, query.limit, total) };
}

/** Every message the reader has not read, over all their conversations (dashboards, the bell). */
export async function unreadCount(app: App, reader: Reader): Promise<number> {
  let total = 0;
  for (const count of (await countUnread(app.db, reader)).values()) total += count;
  return total;
}

/** GET /conversations/{id}/messages. */
export async function conversationMessages(
  app: App,
  reader: Reader,
  applicationId: number,
  query: { page: number; limit: number },
): Promise<MessagesPage> {
  await requireParticipant(app, reader, applicationId);
  const [{ rows, total }, reads, unread] = await Promise.all([
    listMessages(app.db, reader, applicationId, pageWindow(query.page, query.limit)),
    listReads(app.db, applicationId),
    countUnread(app.db, reader, [applicationId]),
  ]);
  const attachments = await attachmentsOf(
    app.db,
    rows.map((row) => row.id),
  );
  return {
    messages: rows.map((row) => presentMessage(row, attachments)),
    reads: reads.map((read) => ({
      reader: presentParticipant(read.user_id, read.user_type, read.participant_name),
      lastReadMessageId: read.last_read_message_id,
      readAt: read.read_at,
    })),
    canWriteInternal: isStaff(reader),
    unread: unread.get(applicationId) ?? 0,
    pagination: pagination(query.page, query.limit, total),
  };
}

/** One message, with its attachments, as its author sees it. */
async function messageAnswer(app: App, id: number) {
  return { message: presentMessage(await findMessage(app.db, id), await attachmentsOf(app.db, [id])) };
}

/**
 * Writes a message and its attachments' rows in one transaction, with the notices it causes; the writer has read
 * everything up to their message.
 */
async function writeMessage(
  app: App,
  reader: Reader,
  applicationId: number,
  message: { body: string; internal: boolean; files: ReceivedFile[] },
) {
  if (message.internal && !isStaff(reader)) forbidden('INTERNAL_NOTES_STAFF_ONLY');
  return app.db.transaction().execute(async (trx) => {
    const { id } = await insertMessage(trx, {
      applicationId,
      authorUserId: reader.id,
      body: message.body,
      internal: message.internal,
    });
    if (message.files.length) await insertAttachments(trx, id, message.files);
    await markReadUpTo(trx, applicationId, reader.id, id);
    await notifyNewMessage(trx, app.config.publicUrl, {
      applicationId,
      authorUserId: reader.id,
      // A message of files only is announced by their names.
      body: message.body || message.files.map((file) => file.fileName).join(', '),
      internal: message.internal,
    });
    // Internal notes are the staff's: no endpoint hears of them.
    if (!message.internal)
      await publishApplicationEvent(trx, applicationId, {
        name: 'message.created',
        data: { applicationId, messageId: id, body: message.body, files: message.files.map((file) => file.fileName) },
        exceptUserId: reader.id,
      });
    return id;
  });
}

/** POST /conversations/{id}/messages. */
export async function sendMessage(app: App, reader: Reader, applicationId: number, payload: MessagePayload) {
  await requireParticipant(app, reader, applicationId);
  const id = await writeMessage(app, reader, applicationId, {
    body: payload.body,
    internal: payload.internal ?? false,
    files: [],
  });
  return messageAnswer(app, id);
}

/** Attachments follow the documents' rules (ARCHITECTURE.md, Decisions): the same content checks, sizes and file store. */
const ATTACHMENT_UPLOAD_RULES: UploadRules = {
  field: 'file',
  folder: 'attachments',
  maxFiles: LIMITS.documentsPerUpload,
  maxFileBytes: LIMITS.documentMaxBytes,
  accepted: DOCUMENT_CONTENTS,
  refusals: { ...DOCUMENT_UPLOAD_RULES.refusals, missing: 'ATTACHMENTS_MISSING' },
};

/**
 * POST /conversations/{id}/messages/upload: a message with files. Only a participant's upload is read; the files are
 * stored first and removed again when the message is refused.
 */
export async function uploadMessageFiles(app: App, event: H3Event, reader: Reader, applicationId: number) {
  await requireParticipant(app, reader, applicationId);
  const { fields, files } = await receiveUpload(event, app.files, ATTACHMENT_UPLOAD_RULES);
  try {
    const { body, internal } = validInput(MessageUploadFields, { body: fields.body, internal: fields.internal });
    const id = await writeMessage(app, reader, applicationId, { body, internal, files });
    return await messageAnswer(app, id);
  } catch (error) {
    await discardFiles(
      app.files,
      files.map((file) => file.key),
    );
    throw error;
  }
}

/** GET /conversations/{id}/attachments/{attachmentId}: to participants only, a staff note's files to staff only. */
export async function sendAttachment(
  app: App,
  event: H3Event,
  reader: Reader,
  applicationId: number,
  attachmentId: number,
) {
  await requireParticipant(app, reader, applicationId);
  const attachment = await findAttachment(app.db, applicationId, attachmentId);
  if (!attachment || (attachment.internal && !isStaff(reader))) notFound('FILE_NOT_FOUND');
  return sendStoredFile(event, app.files, {
    key: attachment.storage_key,
    mimeType: attachment.mime_type,
    size: Number(attachment.file_size),
    attachmentName: attachment.file_name,
  });
}

/** POST /conversations/{id}/read. */
export async function markConversationRead(app: App, reader: Reader, applicationId: number) {
  await requireParticipant(app, reader, applicationId);
  const latest = await latestVisibleMessageId(app.db, reader, applicationId);
  if (latest !== null) await markReadUpTo(app.db, applicationId, reader.id, latest);
  return { unread: 0 as const };
}
