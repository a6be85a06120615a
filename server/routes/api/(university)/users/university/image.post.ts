import { defineEventHandler } from 'h3';
import { uploadUniversityImage } from '#server/services/files/university-image.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Multipart: the university's own image in the field `image` (the same rules as the admins' upload). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  return uploadUniversityImage(app, event, user.id, await ownUniversityId(app, user.id));
});
