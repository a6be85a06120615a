import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { managedProgram } from '#server/services/programs/managed-program.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  const app = useApp();
  return { program: await managedProgram(app, await ownUniversityId(app, user.id), id) };
});
