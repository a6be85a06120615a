import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { sendDocument } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The file, to its student, the student's agency or an admin (ARCHITECTURE.md, Decisions). */
export default defineEventHandler(async (event) => {
  const viewer = await requireUser(event, 'STUDENT', 'AGENCY', 'ADMIN');
  return sendDocument(useApp(), event, viewer, validParams(event, IdParams).id);
});
