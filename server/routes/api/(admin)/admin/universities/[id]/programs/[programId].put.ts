import { defineEventHandler } from 'h3';
import { ProgramUpdate, UniversityProgramParams } from '#sdk/schemas/program';
import { changeProgram } from '#server/services/programs/program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const { id, programId } = validParams(event, UniversityProgramParams);
  const changes = await validBody(event, ProgramUpdate);
  return { program: await changeProgram(useApp(), id, programId, changes) };
});
