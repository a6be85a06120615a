import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types.ts';

/** A message of an application's conversation; `internal` ones (staff notes) the applicant's side never sees. */
export interface MessageTable {
  id: Generated<number>;
  application_id: number;
  author_user_id: number | null;
  body: string;
  internal: Bool;
  created_at: Timestamp;
}

/** A file attached to a message: its name is for display only, the file lives in the file store under `storage_key`. */
export interface MessageAttachmentTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  mime_type: string;
  file_size: number;
  storage_key: string;
  created_at: string;
}

/** How far one participant has read one conversation (read receipts, unread counts). */
export interface MessageReadTable {
  application_id: number;
  user_id: number;
  last_read_message_id: number;
  read_at: string;
}

/** One in-portal notification; the portal writes it in the reader's language from kind and params. */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  application_id: number | null;
  /** JSON object of the texts the notification names (programme, university, status…). */
  params: Generated<string>;
  created_at: Timestamp;
  read_at: string | null;
}

/** An e-mail kind a user turned off. */
export interface EmailOptOutTable {
  user_id: number;
  kind: string;
}
