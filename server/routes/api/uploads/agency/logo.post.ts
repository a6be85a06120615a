import { defineEventHandler } from 'h3';
import { uploadAgencyLogo } from '../../../../services/files/agency-logo.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';

/** Multipart: one image in the field `logo`. */
export default defineEventHandler(async (event) => uploadAgencyLogo(useApp(), event, (await requireUser(event, 'AGENCY')).id));
