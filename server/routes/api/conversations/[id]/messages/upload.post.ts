import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { uploadMessageFiles } from '#server/services/conversations/conversation.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Multipart: up to 5 files in `file` (the documents' rules), an optional `body` and `internal`. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { id } = validParams(event, IdParams);
  const answer = await uploadMessageFiles(useApp(), event, user, id);
  setResponseStatus(event, 201);
  return answer;
});
