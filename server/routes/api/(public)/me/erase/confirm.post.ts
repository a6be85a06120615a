import { defineEventHandler } from 'h3';
import { ErasureConfirmPayload } from '#sdk/schemas/personal-data';
import { confirmErasure } from '#server/services/erasure/erasure.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validBody } from '#server/utils/validate.ts';

/** The e-mailed confirmation: its token is the proof, so it works without a sign-in. */
export default defineEventHandler(async (event) =>
  confirmErasure(useApp(), (await validBody(event, ErasureConfirmPayload)).token),
);
