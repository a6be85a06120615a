import { defineEventHandler } from 'h3';
import { AttachmentParams } from '#sdk/schemas/conversation';
import { sendAttachment } from '#server/services/conversations/conversation.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The file, to the conversation's participants only (404 for anyone else). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { id, attachmentId } = validParams(event, AttachmentParams);
  return sendAttachment(useApp(), event, user, id, attachmentId);
});
