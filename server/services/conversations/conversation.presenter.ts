import type { ConversationMessage, Participant } from '#sdk/schemas/conversation';
import type { UserType } from '#sdk/schemas/enums';
import type { attachmentsOf } from './attachment.repository.ts';
import type { MessageRow } from './conversation.repository.ts';

type AttachmentRows = Awaited<ReturnType<typeof attachmentsOf>>;

export const presentParticipant = (id: number, userType: UserType, name: string | null): Participant => ({
  id,
  userType,
  name,
});

export const presentMessage = (row: MessageRow, attachments: AttachmentRows): ConversationMessage => ({
  id: row.id,
  applicationId: row.application_id,
  body: row.body,
  internal: Boolean(row.internal),
  createdAt: row.created_at,
  author:
    row.author_user_id === null || !row.user_type
      ? null
      : {
          ...presentParticipant(row.author_user_id, row.user_type, row.participant_name),
          ...(row.member_name ? { memberName: row.member_name } : {}),
        },
  attachments: (attachments.get(row.id) ?? []).map((a) => ({
    id: a.id,
    fileName: a.file_name,
    mimeType: a.mime_type,
    fileSize: Number(a.file_size),
  })),
});
