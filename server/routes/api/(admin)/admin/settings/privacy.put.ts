import { defineEventHandler } from 'h3';
import { PrivacySettings } from '#sdk/schemas/personal-data';
import { changeLeadRetention } from '#server/services/erasure/lead-retention.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

/** How long leads are kept; leads older than that are erased at once. */
export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return changeLeadRetention(useApp(), admin.id, await validBody(event, PrivacySettings));
});
