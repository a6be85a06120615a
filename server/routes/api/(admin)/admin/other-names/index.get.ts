import { defineEventHandler } from 'h3';
import { otherNames } from '#server/services/universities/other-names/other-names.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return otherNames(useApp());
});
