import type { H3Event } from 'h3';
import { LIMITS } from '#sdk/schemas/constants';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { findUniversityImage, setUniversityImage } from '#server/services/admin/admin-universities.repository.ts';
import { LOGO_CONTENTS, mimeOfKey } from './content-kinds.ts';
import { discardFiles } from './file-store.ts';
import { receiveUpload, type UploadRules } from './multipart.ts';
import { sendStoredFile } from './send-file.ts';

/** One image (PNG, JPEG, GIF or WebP by its content) of at most 5 MB, like a logo. */
const IMAGE_UPLOAD_RULES: UploadRules = {
  field: 'image',
  folder: 'images',
  maxFiles: 1,
  maxFileBytes: LIMITS.logoMaxBytes,
  accepted: LOGO_CONTENTS,
  refusals: {
    missing: 'IMAGE_FILE_REQUIRED',
    tooLarge: () => 'IMAGE_TOO_LARGE',
    wrongType: () => 'IMAGE_FILE_REQUIRED',
    tooMany: 'IMAGE_TOO_MANY',
  },
};

/** The catalogue's address of a stored image; the key in it makes each new image a new address. */
const imageUrl = (universityId: number, key: string) =>
  `/api/universities/${universityId}/image?v=${key.slice(key.indexOf('/') + 1, key.lastIndexOf('.'))}`;

/** POST /admin/universities/{id}/image: stores the image, points the university at it, removes the old one. */
export async function uploadUniversityImage(
  app: App,
  event: H3Event,
  actorId: number,
  universityId: number,
): Promise<{ imageUrl: string }> {
  const university = await findUniversityImage(app.db, universityId);
  if (!university) notFound('UNIVERSITY_NOT_FOUND');
  const {
    files: [image],
  } = await receiveUpload(event, app.files, IMAGE_UPLOAD_RULES);
  const url = imageUrl(universityId, image.key);
  try {
    await app.db.transaction().execute(async (trx) => {
      await setUniversityImage(trx, universityId, { key: image.key, url });
      await insertAuditEntries(trx, [
        {
          actorId,
          action: 'image',
          entity: 'university',
          entityId: universityId,
          label: university.name,
          before: { imageUrl: university.image_url },
          after: { imageUrl: url },
        },
      ]);
    });
  } catch (error) {
    await discardFiles(app.files, [image.key]);
    throw error;
  }
  if (university.image_key) await discardFiles(app.files, [university.image_key]);
  return { imageUrl: url };
}

/** GET /universities/{id}/image: the uploaded image, public like the rest of the catalogue. */
export async function sendUniversityImage(app: App, event: H3Event, universityId: number) {
  const university = await findUniversityImage(app.db, universityId);
  if (!university?.image_key) notFound('IMAGE_NOT_FOUND');
  return sendStoredFile(event, app.files, {
    key: university.image_key,
    mimeType: mimeOfKey(university.image_key),
    inline: true,
  });
}
