import { defineEventHandler } from 'h3';
import { exportClaims } from '#server/services/commissions/claims-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) =>
  exportClaims(useApp(), event, await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN')),
);
