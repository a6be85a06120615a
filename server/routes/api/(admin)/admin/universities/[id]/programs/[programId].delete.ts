import { defineEventHandler } from 'h3';
import { UniversityProgramParams } from '#sdk/schemas/program';
import { removeProgram } from '#server/services/programs/program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const { id, programId } = validParams(event, UniversityProgramParams);
  await removeProgram(useApp(), id, programId);
  return { success: true as const };
});
