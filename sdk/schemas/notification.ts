import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { queryInt } from './common.ts';

/** What a notification (and its e-mail) is about; each user can turn the e-mail of a kind off. */
export const NOTIFICATION_KINDS = [
  'NEW_MESSAGE',
  'STATUS_CHANGED',
  'NEW_LEAD',
  /** An admin verified or rejected a document of an application (params.state, documentType, remark). */
  'DOCUMENT_REVIEWED',
  /** An admin asked the applicant for documents by a date (params.documentTypes, dueDate). */
  'DOCUMENTS_REQUESTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationsQuery = v.object({
  page: queryInt(1, 1_000_000, 1),
  limit: queryInt(1, LIMITS.maxPageSize, 10),
});
export type NotificationsQuery = v.InferInput<typeof NotificationsQuery>;

/** An in-portal notification; the portal words it in the reader's language from its kind and params. */
export interface Notification {
  id: number;
  kind: NotificationKind;
  applicationId: number | null;
  params: Record<string, string>;
  createdAt: string;
  read: boolean;
}

/** POST /notifications/read: the ids to mark read, or every notification when absent. */
export const MarkNotificationsReadPayload = v.object({
  ids: v.optional(v.pipe(v.array(v.number('Must be a list of ids')), v.maxLength(100, 'At most 100 ids'))),
});
export type MarkNotificationsReadPayload = v.InferInput<typeof MarkNotificationsReadPayload>;

/** PUT /notifications/settings: the e-mail language and the kinds whose e-mails the user turned off. */
export const NotificationSettings = v.object({
  language: v.picklist(['en', 'ar'], 'Must be en or ar'),
  emailOff: v.pipe(
    v.array(v.picklist(NOTIFICATION_KINDS, 'Unknown notification kind')),
    v.maxLength(NOTIFICATION_KINDS.length),
  ),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;
