import { defineEventHandler, setResponseStatus } from 'h3';
import { StudentApplicationCreate } from '#sdk/schemas/application';
import { createStudentApplication } from '../../../../services/applications/student-applications.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validBody } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const application = await createStudentApplication(useApp(), user, await validBody(event, StudentApplicationCreate));
  setResponseStatus(event, 201);
  return { application };
});
