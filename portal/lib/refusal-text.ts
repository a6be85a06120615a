import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  type PlainRefusal,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
  refusalMessage,
} from '#sdk/schemas/refusals';
import { SUBSCRIPTION_TIER_NAMES, labelOf } from './labels.ts';

/** A refusal without values is one message; one with values writes them in (numbers and enum values in the reader's language). */
export type RefusalText<C extends RefusalCode> = C extends PlainRefusal
  ? MessageDescriptor
  : (params: RefusalParams<C>, i18n: I18n) => string;

/**
 * The refusals a public page can meet (the request itself, accounts and sign-in, agencies and leads,
 * the catalogue) in the reader's language, by code. The signed-in areas' own refusals (students,
 * applications, documents, PDFs) are added with their screens (area-refusal-texts.ts), so that the
 * public pages do not download them; between the two lists every code has its text, or neither compiles.
 * The English texts are the server's messages (portal/lib/refusal-text.test.tsx holds them to it).
 */
const PUBLIC_REFUSAL_TEXTS = {
  VALIDATION_FAILED: msg`Validation failed`,
  BODY_NOT_JSON: msg`The request body is not valid JSON`,
  BODY_TOO_LARGE: msg`The request body is too large`,
  VALUE_NOT_VALID: msg`A value in the request is not valid`,
  RECORD_EXISTS: msg`This record already exists`,
  ROUTE_NOT_FOUND: ({ path }, i18n) => i18n._(msg`Not found: ${path}`),
  METHOD_NOT_ALLOWED: msg`Method not allowed`,
  PORTAL_NOT_BUILT: msg`The portal has not been built`,
  SERVER_ERROR: msg`Something went wrong on our side. Please try again.`,
  REQUEST_FAILED: msg`Request failed`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,
  SIGN_IN_REQUIRED: msg`Please sign in`,
  NO_ACCESS: msg`You do not have access to this`,
  INVALID_CREDENTIALS: msg`Invalid email or password`,
  SESSION_ENDED: msg`Session has ended`,
  ACCOUNT_DEACTIVATED: msg`This account has been deactivated`,
  EMAIL_TAKEN: msg`An account with this email already exists`,
  TOO_MANY_SIGN_IN_ATTEMPTS: msg`Too many failed sign-in attempts. Please try again later.`,
  TWO_FACTOR_CODE_INVALID: msg`This code is not correct. Please try again.`,
  TWO_FACTOR_ALREADY_ON: msg`Two-factor sign-in is already on`,
  TWO_FACTOR_NOT_SET_UP: msg`Start the two-factor set-up first`,
  TWO_FACTOR_OFF: msg`Two-factor sign-in is not on`,
  SIGN_IN_CHALLENGE_ENDED: msg`This sign-in has expired. Please sign in again.`,
  TWO_FACTOR_ENROLMENT_REQUIRED: msg`Set up two-factor sign-in before you continue`,
  SESSION_NOT_FOUND: msg`Session not found`,
  API_KEY_NOT_FOUND: msg`API key not found`,
  API_KEY_NOT_ALLOWED: msg`This cannot be done with an API key. Please sign in.`,
  API_KEY_SCOPE_MISSING: ({ scope }, i18n) => i18n._(msg`This API key does not have the ${scope} scope`),
  TOO_MANY_API_KEYS: ({ max }, i18n) =>
    i18n._(msg`You can have at most ${max} API keys. Revoke one you no longer use.`),
  TOO_MANY_API_KEY_CALLS: msg`Too many calls with this API key. Please slow down.`,
  WEBHOOK_NOT_FOUND: msg`Webhook not found`,
  TOO_MANY_WEBHOOKS: ({ max }, i18n) =>
    i18n._(msg`You can have at most ${max} webhooks. Remove one you no longer use.`),
  TOO_MANY_ACCOUNTS: msg`Too many accounts were created from your network. Please try again later.`,
  RESET_LINK_INVALID: msg`This password reset link is invalid or has expired. Please ask for a new one.`,
  ERASURE_LINK_INVALID: msg`This confirmation link is invalid or has expired. Please ask again in your settings.`,
  CURRENT_PASSWORD_WRONG: msg`Your current password is not correct`,
  CANNOT_DEACTIVATE_SELF: msg`You cannot deactivate your own account`,
  USER_NOT_FOUND: msg`User not found`,
  AGENCY_NOT_FOUND: msg`Agency not found`,
  OTHER_NAME_NOT_FOUND: msg`These other names were not found`,
  AGENCY_PROFILE_NOT_FOUND: msg`Agency profile not found`,
  AGENCY_ALREADY_SET_UP: msg`The agency profile has already been set up`,
  SLUG_TAKEN: msg`This slug is already used by another agency`,
  AGENCY_IN_USE: msg`This agency cannot be deleted because it has students or applications`,
  AGENCIES_IN_USE: ({ names }, i18n) =>
    i18n._(msg`These agencies cannot be deleted because they have students or applications: ${names}`),
  PLAN_CAP_REACHED: (params, i18n) => {
    const plan = labelOf(i18n, SUBSCRIPTION_TIER_NAMES, String(params.plan));
    return i18n._(
      msg`${plural(Number(params.limit), {
        one: `Your ${plan} plan allows up to # student. Upgrade your plan to add more.`,
        other: `Your ${plan} plan allows up to # students. Upgrade your plan to add more.`,
      })}`,
    );
  },
  WEBSITE_NOT_ALLOWED: msg`This website is not allowed to send requests to this service`,
  AGENCY_REQUIRED: msg`Requests from other websites must name an agency`,
  AGENCY_NOT_ACCEPTING: ({ agency }, i18n) => i18n._(msg`${agency} is not accepting requests at the moment`),
  ORIGIN_NOT_ALLOWED: ({ origin, agency }, i18n) =>
    i18n._(
      msg`${origin} is not allowed to send requests for ${agency}. The agency can add it under Embed, Allowed origins.`,
    ),
  ORIGIN_NOT_ALLOWED_TO_REGISTER: ({ origin, agency }, i18n) =>
    i18n._(msg`${origin} is not allowed to register students for ${agency}.`),
  LOGO_NOT_FOUND: msg`Logo not found`,
  LEAD_NOT_FOUND: msg`Lead not found`,
  LEAD_CONVERTED: msg`This lead has already been converted to a student`,
  LEAD_STATUS_LOCKED: msg`This lead has been converted to a student; its status can no longer change`,
  UNIVERSITY_NOT_FOUND: msg`University not found`,
  PROGRAM_NOT_FOUND: msg`Program not found`,
  IMAGE_NOT_FOUND: msg`Image not found`,
  UNIVERSITY_HAS_APPLICATIONS: msg`This university cannot be deleted because it has applications`,
  UNIVERSITIES_HAVE_APPLICATIONS: ({ names }, i18n) =>
    i18n._(msg`These universities cannot be deleted because they have applications: ${names}`),
  UNIVERSITY_PROFILE_NOT_FOUND: msg`University profile not found`,
  UNIVERSITY_ALREADY_SET_UP: msg`The university profile has already been set up`,
  UNIVERSITY_PENDING_VERIFICATION: msg`Your university account is pending verification`,
  UNIVERSITY_NOT_VERIFIED: msg`Your university account was not verified`,
  UNIVERSITY_ALREADY_LINKED: msg`This university is already linked to another account`,
  CLAIM_NOT_FOUND: msg`Claim not found`,
  CLAIM_ALREADY_APPROVED: msg`This claim has already been approved`,
  CLAIM_ALREADY_REJECTED: msg`This claim has already been rejected`,
  CLAIM_CHANGED: msg`The claim was decided by someone else. Please reload it.`,
} satisfies { [C in RefusalCode]?: RefusalText<C> };

/** The codes whose texts are the areas' own. */
export type AreaRefusal = Exclude<RefusalCode, keyof typeof PUBLIC_REFUSAL_TEXTS>;

const REFUSAL_TEXTS: { [C in RefusalCode]?: RefusalText<C> } = { ...PUBLIC_REFUSAL_TEXTS };

/** Adds the areas' refusal texts (area-refusal-texts.ts), when an area's screens load. */
export function addRefusalTexts(texts: { [C in AreaRefusal]: RefusalText<C> }): void {
  Object.assign(REFUSAL_TEXTS, texts);
}

/** Whether a code sent by the server is one this portal knows (a newer server may send more). */
export const isKnownRefusal = (reason: string | undefined): reason is RefusalCode =>
  reason !== undefined && Object.hasOwn(REFUSAL_TEXTS, reason);

/** A refusal in the reader's language, from its code and the values its message names. */
export function refusalText(i18n: I18n, { reason, params }: Refusal): string {
  const text = REFUSAL_TEXTS[reason] as
    | MessageDescriptor
    | ((values: Record<string, string | number>, i18n: I18n) => string)
    | undefined;
  if (!text) return refusalMessage({ reason, params } as Refusal);
  return typeof text === 'function' ? text(params ?? {}, i18n) : i18n._(text);
}
