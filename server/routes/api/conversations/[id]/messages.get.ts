import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { MessagesQuery } from '#sdk/schemas/conversation';
import { conversationMessages } from '#server/services/conversations/conversation.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { id } = validParams(event, IdParams);
  return conversationMessages(useApp(), user, id, validQuery(event, MessagesQuery));
});
