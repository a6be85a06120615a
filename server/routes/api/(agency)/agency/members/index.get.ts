import { defineEventHandler } from 'h3';
import { agencyTeam } from '#server/services/agencies/agency-team.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => agencyTeam(useApp(), (await requireUser(event, 'AGENCY')).id));
