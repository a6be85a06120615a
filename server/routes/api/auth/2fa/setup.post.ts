import { defineEventHandler } from 'h3';
import { setupTwoFactor } from '#server/services/auth/two-factor.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUserWhileEnrolling } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => setupTwoFactor(useApp(), await requireUserWhileEnrolling(event)));
