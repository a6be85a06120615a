import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { Id, queryInt } from './common.ts';
import type { ApplicationStatus, UserType } from './enums.ts';

export const MESSAGE_MAX = 5000;

/** POST /conversations/{applicationId}/messages. `internal` notes are for staff (admins, the university). */
export const MessagePayload = v.object({
  body: v.pipe(
    v.string('Please write a message'),
    v.trim(),
    v.minLength(1, 'Please write a message'),
    v.maxLength(MESSAGE_MAX, `A message can have at most ${MESSAGE_MAX} characters`),
  ),
  internal: v.optional(v.boolean('Must be true or false'), false),
});
export type MessagePayload = v.InferInput<typeof MessagePayload>;

/**
 * POST /conversations/{applicationId}/messages/upload (multipart): up to 5 files in `file`, checked and stored like
 * documents, with an optional text `body` and `internal` ("true" for a staff note).
 */
export const MessageUploadFields = v.object({
  body: v.optional(
    v.pipe(
      v.string('Please write a message'),
      v.trim(),
      v.maxLength(MESSAGE_MAX, `A message can have at most ${MESSAGE_MAX} characters`),
    ),
    '',
  ),
  internal: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
});

/** What the attachment upload answers when a rule is broken: the documents' rules, with its own missing text. */
/** GET /conversations/{applicationId}/attachments/{attachmentId}. */
export const AttachmentParams = v.object({ id: Id, attachmentId: Id });

/** GET /conversations/{applicationId}/messages: page 1 is the newest `limit` messages, each page oldest first. */
export const MessagesQuery = v.object({
  page: queryInt(1, 1_000_000, 1),
  limit: queryInt(1, LIMITS.maxPageSize, 50),
});
export type MessagesQuery = v.InferInput<typeof MessagesQuery>;

export const ConversationsQuery = v.object({
  page: queryInt(1, 1_000_000, 1),
  limit: queryInt(1, LIMITS.maxPageSize, 20),
  /** One student's applications, each listed even before its first message (the agency's Messages tab). */
  studentId: v.optional(Id),
});
export type ConversationsQuery = v.InferInput<typeof ConversationsQuery>;

/** Who wrote a message or read the conversation: the agency's or university's name, the student's, or none for admins. */
export interface Participant {
  id: number;
  userType: UserType;
  name: string | null;
  /** For an agency: the member of its team who wrote, by their name or e-mail. */
  memberName?: string | null;
}

/** A file attached to a message; participants download it by its id. */
export interface MessageAttachment {
  id: number;
  fileName: string;
  mimeType: string;
  /** Bytes. */
  fileSize: number;
}

export interface ConversationMessage {
  id: number;
  applicationId: number;
  /** Empty when the message is only its attachments. */
  body: string;
  internal: boolean;
  createdAt: string;
  author: Participant | null;
  attachments: MessageAttachment[];
}

/** How far a participant has read (read receipts). */
export interface ConversationRead {
  reader: Participant;
  lastReadMessageId: number;
  readAt: string;
}

export interface MessagesPage {
  messages: ConversationMessage[];
  reads: ConversationRead[];
  /** Whether the reader may write internal notes (admins, the university). */
  canWriteInternal: boolean;
  unread: number;
  pagination: { page: number; limit: number; total: number; pages: number };
}

export interface ConversationSummary {
  applicationId: number;
  programName: string;
  universityName: string;
  studentName: string;
  status: ApplicationStatus;
  unread: number;
  /** Null only for an application listed by studentId that has no message yet. */
  lastMessage: ConversationMessage | null;
}
