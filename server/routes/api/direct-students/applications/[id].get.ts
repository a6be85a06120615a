import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { studentApplication } from '../../../../services/applications/student-applications.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validParams } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id } = validParams(event, IdParams);
  return { application: await studentApplication(useApp(), user.id, id) };
});
