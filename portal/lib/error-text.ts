import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ApiError } from '#sdk/errors';

/**
 * The English texts of the contract's validation rules and of the server's refusals, with their
 * translations. Schemas (sdk/schemas) and the server speak English; the screen speaks the
 * reader's language. A text not listed here is shown as it is.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'This field is required': msg`This field is required`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Email is required': msg`Email is required`,
  'Email is invalid': msg`Email is invalid`,
  'Invalid email address': msg`Invalid email address`,
  'Password is required': msg`Password is required`,
  'Password must be at least 6 characters': msg`Password must be at least 6 characters`,
  'Password must be at most 200 characters': msg`Password must be at most 200 characters`,
  'Please confirm your password': msg`Please confirm your password`,
  'Passwords do not match': msg`Passwords do not match`,
  'Please select an account type': msg`Please select an account type`,
  'Agency name is required': msg`Agency name is required`,
  'University name is required': msg`University name is required`,
  'Country is required': msg`Country is required`,
  'City is required': msg`City is required`,
  'Please enter a valid website URL': msg`Please enter a valid website URL`,
  'Please enter a valid phone number': msg`Please enter a valid phone number`,
  'Logo file must be smaller than 5MB': msg`Logo file must be smaller than 5MB`,
  'Please select an image file': msg`Please select an image file`,
  'First name is required': msg`First name is required`,
  'Last name is required': msg`Last name is required`,
  'GPA is outside the range of the chosen grade scale': msg`GPA is outside the range of the chosen grade scale`,
  'Must be a date (YYYY-MM-DD)': msg`Must be a date (YYYY-MM-DD)`,
  'Must be a list of texts': msg`Must be a list of texts`,
  'Validation failed': msg`Validation failed`,
  'Please sign in': msg`Please sign in`,
  'You do not have access to this': msg`You do not have access to this`,
  'Invalid email or password': msg`Invalid email or password`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'This account has been deactivated': msg`This account has been deactivated`,
  'Too many failed sign-in attempts. Please try again later.': msg`Too many failed sign-in attempts. Please try again later.`,
  'The agency profile has already been set up': msg`The agency profile has already been set up`,
  'The university profile has already been set up': msg`The university profile has already been set up`,
  // The embed kit and the leads inbox.
  'This slug is already used by another agency': msg`This slug is already used by another agency`,
  'Use 3-50 lowercase letters, digits and hyphens': msg`Use 3-50 lowercase letters, digits and hyphens`,
  'Use a colour such as #1d4ed8': msg`Use a colour such as #1d4ed8`,
  'Must be an origin such as https://www.example.com': msg`Must be an origin such as https://www.example.com`,
  'At most 20 origins': msg`At most 20 origins`,
  'This lead has already been converted to a student': msg`This lead has already been converted to a student`,
  'This lead has been converted to a student; its status can no longer change': msg`This lead has been converted to a student; its status can no longer change`,
  'Lead not found': msg`Lead not found`,
  'Too many requests. Please try again later.': msg`Too many requests. Please try again later.`,
  // The student area.
  'Please complete your profile before applying': msg`Please complete your profile before applying`,
  'Please select document type and files to upload.': msg`Please select document type and files to upload.`,
  'You can upload at most 5 files at a time.': msg`You can upload at most 5 files at a time.`,
  'Only draft applications can be edited': msg`Only draft applications can be edited`,
  'Only draft applications can be deleted': msg`Only draft applications can be deleted`,
  'University is required': msg`University is required`,
  'Program name is required': msg`Program name is required`,
  'Degree level is required': msg`Degree level is required`,
  'Student profile not found': msg`Student profile not found`,
  'Application not found': msg`Application not found`,
  'Document not found': msg`Document not found`,
  'University not found': msg`University not found`,
  'The upload could not be read': msg`The upload could not be read`,
};

/** Texts with a number in them. */
const PATTERNS: [RegExp, (i18n: I18n, m: RegExpMatchArray) => string][] = [
  [
    // The agency plan caps (spec part 1, 9), enforced when a student is added.
    /^Your (\w+) plan allows up to (\d+) students\. Upgrade your plan to add more\.$/,
    (i18n, m) => {
      const plan = m[1];
      const cap = i18n.number(Number(m[2]));
      return i18n._(msg`Your ${plan} plan allows up to ${cap} students. Upgrade your plan to add more.`);
    },
  ],
  [
    /^Must be a number between (\S+) and (\S+)$/,
    (i18n, m) => {
      const [min, max] = [i18n.number(Number(m[1])), i18n.number(Number(m[2]))];
      return i18n._(msg`Must be a number between ${min} and ${max}`);
    },
  ],
  [
    /^Must be at most (\d+) characters$/,
    (i18n, m) => {
      const max = i18n.number(Number(m[1]));
      return i18n._(msg`Must be at most ${max} characters`);
    },
  ],
  [
    /^(.+) is too large\. Maximum size is 10MB\.$/,
    (i18n, m) => {
      const fileName = m[1];
      return i18n._(msg`${fileName} is too large. Maximum size is 10MB.`);
    },
  ],
  [
    /^(.+) is not an accepted file\. Please upload PDF, JPG, PNG, DOC or DOCX\.$/,
    (i18n, m) => {
      const fileName = m[1];
      return i18n._(msg`${fileName} is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.`);
    },
  ],
  [
    /^HTTP error! status: (\d+)$/,
    (i18n, m) => {
      const status = m[1];
      return i18n._(msg`HTTP error! status: ${status}`);
    },
  ],
];

/** One contract or server text in the active language. */
export function translateText(i18n: I18n, text: string): string {
  const known = KNOWN[text];
  if (known) return i18n._(known);
  for (const [pattern, render] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return render(i18n, match);
  }
  return text;
}

/**
 * What a failed call says (spec part 1, 8): the server's text, with the field details appended as
 * "(field: message, ...)", translated where we know the text.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.errors.map((e) => `${e.field}: ${translateText(i18n, e.message)}`).join(', ');
    const message = translateText(i18n, error.serverMessage);
    return details ? `${message} (${details})` : message;
  }
  return i18n._(msg`The server could not be reached. Please check your connection and try again.`);
}

/** `text(english)` and `error(caught)` in the active language. */
export function useErrorText() {
  const { i18n } = useLingui();
  return { text: (english: string) => translateText(i18n, english), error: (caught: unknown) => errorMessage(i18n, caught) };
}
