import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { studentDocument } from '../../../../services/documents/document.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validParams } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { document: await studentDocument(useApp(), user.id, validParams(event, IdParams).id) };
});
