import type { H3Event } from 'h3';
import { LIMITS } from '#sdk/schemas/constants';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { findLogoBySlug, findLogoByUser, updateAgency } from '#server/services/agencies/agency.repository.ts';
import { agencyLogoUrl } from '#server/services/auth/user.presenter.ts';
import { LOGO_CONTENTS, mimeOfKey } from './content-kinds.ts';
import { discardFiles } from './file-store.ts';
import { receiveUpload, type UploadRules } from './multipart.ts';
import { sendStoredFile } from './send-file.ts';

/** Spec part 1, 5: one image under 5 MB. */
export const LOGO_UPLOAD_RULES: UploadRules = {
  field: 'logo',
  folder: 'logos',
  maxFiles: 1,
  maxFileBytes: LIMITS.logoMaxBytes,
  accepted: LOGO_CONTENTS,
  refusals: {
    missing: 'IMAGE_FILE_REQUIRED',
    tooLarge: () => 'LOGO_TOO_LARGE',
    wrongType: () => 'IMAGE_FILE_REQUIRED',
    tooMany: 'LOGO_TOO_MANY',
  },
};

/** POST /uploads/agency/logo: stores the new logo, points the agency at it, removes the old one. */
export async function uploadAgencyLogo(app: App, event: H3Event, userId: number): Promise<{ logoUrl: string }> {
  const agency = await findLogoByUser(app.db, userId);
  if (!agency) notFound('AGENCY_PROFILE_NOT_FOUND');
  const { files } = await receiveUpload(event, app.files, LOGO_UPLOAD_RULES);
  const [logo] = files;
  try {
    await updateAgency(app.db, agency.id, { logo_key: logo.key });
  } catch (error) {
    await discardFiles(app.files, [logo.key]);
    throw error;
  }
  if (agency.logo_key) await discardFiles(app.files, [agency.logo_key]);
  return { logoUrl: agencyLogoUrl(agency.agency_slug, logo.key)! };
}

/** GET /public/agencies/{slug}/logo: the image, for widgets on any site. */
export async function sendAgencyLogo(app: App, event: H3Event, slug: string) {
  const agency = await findLogoBySlug(app.db, slug);
  if (!agency?.logo_key) notFound('LOGO_NOT_FOUND');
  event.node.res.setHeader('cross-origin-resource-policy', 'cross-origin');
  return sendStoredFile(event, app.files, { key: agency.logo_key, mimeType: mimeOfKey(agency.logo_key), inline: true });
}
