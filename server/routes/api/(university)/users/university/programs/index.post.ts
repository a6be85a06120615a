import { defineEventHandler, setResponseStatus } from 'h3';
import { ProgramForm } from '#sdk/schemas/program';
import { addProgram } from '#server/services/programs/program.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const form = await validBody(event, ProgramForm);
  const app = useApp();
  const program = await addProgram(app, await ownUniversityId(app, user.id), form, 'university');
  setResponseStatus(event, 201);
  return { program };
});
