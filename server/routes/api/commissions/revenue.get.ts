import { defineEventHandler } from 'h3';
import { agencyRevenue } from '#server/services/commissions/revenue.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => agencyRevenue(useApp(), await requireUser(event, 'AGENCY')));
