import { defineEventHandler } from 'h3';
import { AuditQuery } from '#sdk/schemas/audit';
import { auditLog } from '#server/services/audit/audit.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return auditLog(useApp(), validQuery(event, AuditQuery));
});
