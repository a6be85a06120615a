import { defineEventHandler } from 'h3';
import * as v from 'valibot';
import { Id } from '#sdk/schemas/common';
import { sendApplicationDocument } from '#server/services/applications/university-review/application-document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

const Params = v.object({ id: Id, documentId: Id });

/** A verified document of the application's applicant, as an attachment. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id, documentId } = validParams(event, Params);
  return sendApplicationDocument(useApp(), event, user, id, documentId);
});
