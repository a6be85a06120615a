import { defineEventHandler } from 'h3';
import { ConversationsQuery } from '#sdk/schemas/conversation';
import { conversationList } from '#server/services/conversations/conversation.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  return conversationList(useApp(), user, validQuery(event, ConversationsQuery));
});
