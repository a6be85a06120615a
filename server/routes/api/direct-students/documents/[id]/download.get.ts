import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { sendDocument } from '../../../../../services/documents/document.service.ts';
import { useApp } from '../../../../../utils/app.ts';
import { requireUser } from '../../../../../utils/auth.ts';
import { validParams } from '../../../../../utils/validate.ts';

/** The file, to its student, the student's agency or an admin (DESIGN.md). */
export default defineEventHandler(async (event) => {
  const viewer = await requireUser(event, 'STUDENT', 'AGENCY', 'ADMIN');
  return sendDocument(useApp(), event, viewer, validParams(event, IdParams).id);
});
