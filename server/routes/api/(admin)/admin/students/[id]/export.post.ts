import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { exportStudentDataAsAdmin } from '#server/services/data-export/data-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** An admin asks for any student's data; 202: the link is e-mailed to the admin. */
export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const answer = await exportStudentDataAsAdmin(useApp(), admin, validParams(event, IdParams).id);
  setResponseStatus(event, 202);
  return answer;
});
