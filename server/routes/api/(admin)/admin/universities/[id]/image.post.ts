import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { uploadUniversityImage } from '#server/services/files/university-image.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Multipart: one image in the field `image`. */
export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return uploadUniversityImage(useApp(), event, admin.id, validParams(event, IdParams).id);
});
