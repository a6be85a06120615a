import { defineEventHandler, setResponseStatus } from 'h3';
import { AgencyStudentPayload } from '#sdk/schemas/student';
import { createAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const payload = await validBody(event, AgencyStudentPayload);
  const student = await createAgencyStudent(useApp(), user.id, payload);
  setResponseStatus(event, 201);
  return { student };
});
