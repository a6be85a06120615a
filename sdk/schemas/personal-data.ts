import * as v from 'valibot';

/** GET /data-exports/{token}: the token of an e-mailed export link. */
export const DataExportParams = v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{20,200}$/)) });

/** The answer to asking for an export: it is built in the background and its link e-mailed to whoever asked. */
export interface DataExportQueued {
  success: true;
}

export const ERASURE_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please ask again in your settings.';

/** POST /me/erase/confirm: the token of the e-mailed confirmation link. */
export const ErasureConfirmPayload = v.object({
  token: v.pipe(
    v.string(ERASURE_LINK_INVALID),
    v.minLength(20, ERASURE_LINK_INVALID),
    v.maxLength(200, ERASURE_LINK_INVALID),
  ),
});
export type ErasureConfirmPayload = v.InferInput<typeof ErasureConfirmPayload>;

/** How long the platform keeps leads (GET/PUT /admin/settings/privacy); older ones are erased. */
export const PrivacySettings = v.object({
  leadRetentionMonths: v.pipe(
    v.number('Must be a number of months'),
    v.integer('Must be a whole number of months'),
    v.minValue(1, 'Must be between 1 and 120 months'),
    v.maxValue(120, 'Must be between 1 and 120 months'),
  ),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettings>;

/** Leads are kept 12 months unless an admin sets otherwise. */
export const DEFAULT_PRIVACY: PrivacySettings = { leadRetentionMonths: 12 };
