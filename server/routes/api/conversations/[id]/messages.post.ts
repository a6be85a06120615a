import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { MessagePayload } from '#sdk/schemas/conversation';
import { sendMessage } from '#server/services/conversations/conversation.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { id } = validParams(event, IdParams);
  const payload = await validBody(event, MessagePayload);
  setResponseStatus(event, 201);
  return sendMessage(useApp(), user, id, payload);
});
