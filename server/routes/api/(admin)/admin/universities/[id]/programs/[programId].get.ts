import { defineEventHandler } from 'h3';
import { UniversityProgramParams } from '#sdk/schemas/program';
import { managedProgram } from '#server/services/programs/managed-program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const { id, programId } = validParams(event, UniversityProgramParams);
  return { program: await managedProgram(useApp(), id, programId) };
});
