import { defineEventHandler } from 'h3';
import { ActivityQuery } from '#sdk/schemas/activity';
import { IdParams } from '#sdk/schemas/common';
import { applicationActivity } from '#server/services/applications/agency/application-activity.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return applicationActivity(useApp(), user.id, id, validQuery(event, ActivityQuery));
});
