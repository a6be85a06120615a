import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { shortlistOf } from '#server/services/shortlists/shortlist.service.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The shortlist the agency keeps for one of its students (404 for another agency's student). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const app = useApp();
  return shortlistOf(app, (await requireAgencyStudent(app, user.id, id)).id);
});
