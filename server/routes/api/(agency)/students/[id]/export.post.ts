import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { exportAgencyStudentData } from '#server/services/data-export/data-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** An agency asks for one of its students' data; 202: the link is e-mailed to the agency. */
export default defineEventHandler(async (event) => {
  const agency = await requireUser(event, 'AGENCY');
  const answer = await exportAgencyStudentData(useApp(), agency, validParams(event, IdParams).id);
  setResponseStatus(event, 202);
  return answer;
});
