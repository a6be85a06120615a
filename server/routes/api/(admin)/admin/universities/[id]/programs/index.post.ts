import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { ProgramForm } from '#sdk/schemas/program';
import { addProgram, existingUniversityId } from '#server/services/programs/program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  const form = await validBody(event, ProgramForm);
  const app = useApp();
  const program = await addProgram(app, await existingUniversityId(app, id), form, 'admin');
  setResponseStatus(event, 201);
  return { program };
});
