import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { ProgramUpdate } from '#sdk/schemas/program';
import { changeProgram } from '#server/services/programs/program.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  const changes = await validBody(event, ProgramUpdate);
  const app = useApp();
  return { program: await changeProgram(app, await ownUniversityId(app, user.id), id, changes) };
});
