import { defineEventHandler } from 'h3';
import { uploadAgencyLogo } from '#server/services/files/agency-logo.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Multipart: one image in the field `logo`. */
export default defineEventHandler(async (event) =>
  uploadAgencyLogo(useApp(), event, (await requireUser(event, 'AGENCY')).id),
);
