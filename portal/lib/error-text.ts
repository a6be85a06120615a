import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ApiError } from '#sdk/errors';
import type { DocumentType } from '#sdk/schemas/enums';
import { DOCUMENT_TYPE_LABELS } from './labels.ts';

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
  'This password reset link is invalid or has expired. Please ask for a new one.': msg`This password reset link is invalid or has expired. Please ask for a new one.`,
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
  // Conversations.
  'Please write a message': msg`Please write a message`,
  'Only admins and the university can write internal notes': msg`Only admins and the university can write internal notes`,
  'Please attach at least one file': msg`Please attach at least one file`,
  // The student area.
  'Please complete your profile before applying': msg`Please complete your profile before applying`,
  'Please select document type and files to upload.': msg`Please select document type and files to upload.`,
  'You can upload at most 5 files at a time.': msg`You can upload at most 5 files at a time.`,
  'Only draft applications can be edited': msg`Only draft applications can be edited`,
  'Only draft applications can be deleted': msg`Only draft applications can be deleted`,
  'This student already has an open application to this programme at this university': msg`This student already has an open application to this programme at this university`,
  'University is required': msg`University is required`,
  'Program name is required': msg`Program name is required`,
  'Degree level is required': msg`Degree level is required`,
  'Student profile not found': msg`Student profile not found`,
  'Application not found': msg`Application not found`,
  'Document not found': msg`Document not found`,
  'University not found': msg`University not found`,
  'The upload could not be read': msg`The upload could not be read`,
  // The agency area.
  'GPA must be a number between 0 and 4': msg`GPA must be a number between 0 and 4`,
  'Date of birth cannot be in the future': msg`Date of birth cannot be in the future`,
  'Preferred start date cannot be in the past': msg`Preferred start date cannot be in the past`,
  'Please choose an education level': msg`Please choose an education level`,
  'Please choose an English proficiency': msg`Please choose an English proficiency`,
  'Please choose a budget range': msg`Please choose a budget range`,
  'A student with this email already exists in your agency': msg`A student with this email already exists in your agency`,
  'Student not found': msg`Student not found`,
  'Agency profile not found': msg`Agency profile not found`,
  'Only draft or submitted applications can be withdrawn': msg`Only draft or submitted applications can be withdrawn`,
  // The university area.
  'Please write a note for the applicant': msg`Please write a note for the applicant`,
  'Only an acceptance carries conditions': msg`Only an acceptance carries conditions`,
  'Please choose accept or reject': msg`Please choose accept or reject`,
  'Please give a rating from 1 to 5': msg`Please give a rating from 1 to 5`,
  'Start the review before recording it': msg`Start the review before recording it`,
  'Must be a whole number of months': msg`Must be a whole number of months`,
  'Unknown document type': msg`Unknown document type`,
  'Program not found': msg`Program not found`,
  // The admin console.
  // The review pipeline, conversations, uploads and the contract's own checks.
  'Your current password is not correct': msg`Your current password is not correct`,
  'Please enter your current password': msg`Please enter your current password`,
  'The university has not decided on this application yet': msg`The university has not decided on this application yet`,
  'An edited application stays DRAFT or is SUBMITTED': msg`An edited application stays DRAFT or is SUBMITTED`,
  'Method not allowed': msg`Method not allowed`,
  'The portal has not been built': msg`The portal has not been built`,
  'Agency not found': msg`Agency not found`,
  'This website is not allowed to send requests to this service': msg`This website is not allowed to send requests to this service`,
  'The application was changed by someone else. Please reload it.': msg`The application was changed by someone else. Please reload it.`,
  'Program name and degree level are required to submit': msg`Program name and degree level are required to submit`,
  'Session has ended': msg`Session has ended`,
  'Logo not found': msg`Logo not found`,
  'Contains a character that is not allowed': msg`Contains a character that is not allowed`,
  'The upload has too many fields': msg`The upload has too many fields`,
  'The upload was interrupted': msg`The upload was interrupted`,
  'File not found': msg`File not found`,
  'Image not found': msg`Image not found`,
  'Requests from other websites must name an agency': msg`Requests from other websites must name an agency`,
  'Take the application into review first': msg`Take the application into review first`,
  'This application is no longer in admin review': msg`This application is no longer in admin review`,
  'No document of this type has been uploaded yet': msg`No document of this type has been uploaded yet`,
  'Document request not found': msg`Document request not found`,
  'This request has already been answered': msg`This request has already been answered`,
  'Your university account is pending verification': msg`Your university account is pending verification`,
  'Your university account was not verified': msg`Your university account was not verified`,
  'University profile not found': msg`University profile not found`,
  'Claim not found': msg`Claim not found`,
  'This university is already linked to another account': msg`This university is already linked to another account`,
  'This record already exists': msg`This record already exists`,
  'A value in the request is not valid': msg`A value in the request is not valid`,
  'The request body is not valid JSON': msg`The request body is not valid JSON`,
  'Status is active or inactive': msg`Status is active or inactive`,
  'At most 500 at once': msg`At most 500 at once`,
  'A new application is DRAFT or SUBMITTED': msg`A new application is DRAFT or SUBMITTED`,
  'A student may only submit or withdraw': msg`A student may only submit or withdraw`,
  'Personal statement is required': msg`Personal statement is required`,
  'Personal statement should be at least 100 characters': msg`Personal statement should be at least 100 characters`,
  'Please select a student': msg`Please select a student`,
  'Please select a university': msg`Please select a university`,
  'Must be en or ar': msg`Must be en or ar`,
  'Must be a whole number': msg`Must be a whole number`,
  'Must be true or false': msg`Must be true or false`,
  'Search is too long': msg`Search is too long`,
  'Each entry must be at most 100 characters': msg`Each entry must be at most 100 characters`,
  'Please choose a request type': msg`Please choose a request type`,
  'Please choose a status': msg`Please choose a status`,
  'Must be a list of ids': msg`Must be a list of ids`,
  'At most 100 ids': msg`At most 100 ids`,
  'Unknown notification kind': msg`Unknown notification kind`,
  'Must be a list of document types': msg`Must be a list of document types`,
  'Please choose a reason': msg`Please choose a reason`,
  'Must be agency or direct': msg`Must be agency or direct`,
  'Please write a message the applicant will see': msg`Please write a message the applicant will see`,
  'Please choose a state': msg`Please choose a state`,
  'Please give a remark the applicant will see': msg`Please give a remark the applicant will see`,
  'Please choose the documents you need': msg`Please choose the documents you need`,
  'At most 10 document types': msg`At most 10 document types`,
  'Please choose a due date': msg`Please choose a due date`,
  'The due date cannot be in the past': msg`The due date cannot be in the past`,
  'Status must be active or inactive': msg`Status must be active or inactive`,
  // The students import.
  'Please choose a CSV file to import': msg`Please choose a CSV file to import`,
  'Please choose one CSV file': msg`Please choose one CSV file`,
  'The file is too large. Maximum size is 20MB.': msg`The file is too large. Maximum size is 20MB.`,
  'The first line of the file must name the columns of the template': msg`The first line of the file must name the columns of the template`,
  'The file has no students': msg`The file has no students`,
  'This email appears more than once in the file': msg`This email appears more than once in the file`,
  'This row has more cells than the first line has columns': msg`This row has more cells than the first line has columns`,
  'The file has rows with errors. Nothing was imported.': msg`The file has rows with errors. Nothing was imported.`,
  'Mode must be dryRun or apply': msg`Mode must be dryRun or apply`,
  'Duplicates must be skip or update': msg`Duplicates must be skip or update`,
  'Please give a reason the university will see': msg`Please give a reason the university will see`,
  'Unknown status': msg`Unknown status`,
  'Please select universities first': msg`Please select universities first`,
  'Please select agencies first': msg`Please select agencies first`,
  'Please select students first': msg`Please select students first`,
  'Unknown bulk action': msg`Unknown bulk action`,
  'This university cannot be deleted because it has applications': msg`This university cannot be deleted because it has applications`,
  'Image file must be smaller than 5MB': msg`Image file must be smaller than 5MB`,
  'You cannot deactivate your own account': msg`You cannot deactivate your own account`,
  'User not found': msg`User not found`,
  'This agency cannot be deleted because it has students or applications': msg`This agency cannot be deleted because it has students or applications`,
  'Use a time such as 09:00': msg`Use a time such as 09:00`,
  'Street is required': msg`Street is required`,
  'Postal code is required': msg`Postal code is required`,
  'Sender name is required': msg`Sender name is required`,
  'Sender address is required': msg`Sender address is required`,
  // Review and verification (issue 12).
  'The claim was decided by someone else. Please reload it.': msg`The claim was decided by someone else. Please reload it.`,
  'This claim has already been approved': msg`This claim has already been approved`,
  'This claim has already been rejected': msg`This claim has already been rejected`,
};

/** "passport, ielts certificate" (the server's names) in the reader's language. */
const documentTypesText = (i18n: I18n, text: string) =>
  text
    .split(', ')
    .map((name) => {
      const type = name.toUpperCase().replaceAll(' ', '_') as DocumentType;
      return DOCUMENT_TYPE_LABELS[type] ? i18n._(DOCUMENT_TYPE_LABELS[type]) : name;
    })
    .join(i18n.locale === 'ar' ? '، ' : ', ');

/** Texts with a number in them. */
const PATTERNS: [RegExp, (i18n: I18n, m: RegExpMatchArray) => string][] = [
  [
    /^Required documents are awaiting or rejected: (.+)$/,
    (i18n, m) => {
      const types = documentTypesText(i18n, m[1]);
      return i18n._(msg`Required documents are awaiting or rejected: ${types}`);
    },
  ],
  [
    /^Please upload the requested documents first: (.+)$/,
    (i18n, m) => {
      const types = documentTypesText(i18n, m[1]);
      return i18n._(msg`Please upload the requested documents first: ${types}`);
    },
  ],
  [
    /^(.+) is (already )?reviewing this application$/,
    (i18n, m) => {
      const admin = m[1];
      return i18n._(msg`${admin} is reviewing this application`);
    },
  ],
  [
    // The agency plan caps (spec part 1, 9), enforced when a student is added.
    /^Your (\w+) plan allows up to (\d+) students\. Upgrade your plan to add more\.$/,
    (i18n, m) => {
      const plan = m[1];
      return i18n._(
        msg`${plural(Number(m[2]), {
          one: `Your ${plan} plan allows up to # student. Upgrade your plan to add more.`,
          other: `Your ${plan} plan allows up to # students. Upgrade your plan to add more.`,
        })}`,
      );
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
    // Years are written as years: 1980, never 1,980.
    /^Must be a year from (\d+) to (\d+)$/,
    (i18n, m) => {
      const [min, max] = [
        i18n.number(Number(m[1]), { useGrouping: false }),
        i18n.number(Number(m[2]), { useGrouping: false }),
      ];
      return i18n._(msg`Must be a year from ${min} to ${max}`);
    },
  ],
  [
    /^Must be at most (\d+) characters$/,
    (i18n, m) => {
      return i18n._(
        msg`${plural(Number(m[1]), { one: 'Must be at most # character', other: 'Must be at most # characters' })}`,
      );
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
    /^These universities cannot be deleted because they have applications: (.+)$/,
    (i18n, m) => {
      const names = m[1];
      return i18n._(msg`These universities cannot be deleted because they have applications: ${names}`);
    },
  ],
  [
    /^These agencies cannot be deleted because they have students or applications: (.+)$/,
    (i18n, m) => {
      const names = m[1];
      return i18n._(msg`These agencies cannot be deleted because they have students or applications: ${names}`);
    },
  ],
  [
    /^HTTP error! status: (\d+)$/,
    (i18n, m) => {
      const status = m[1];
      return i18n._(msg`HTTP error! status: ${status}`);
    },
  ],
  [
    /^Not found: (.+)$/,
    (i18n, m) => {
      const path = m[1];
      return i18n._(msg`Not found: ${path}`);
    },
  ],
  [
    /^You cannot move an application from (.+) to (.+)$/,
    (i18n, m) => {
      const from = m[1];
      const to = m[2];
      return i18n._(msg`You cannot move an application from ${from} to ${to}`);
    },
  ],
  [
    /^An application cannot go from (.+) to (.+)$/,
    (i18n, m) => {
      const from = m[1];
      const to = m[2];
      return i18n._(msg`An application cannot go from ${from} to ${to}`);
    },
  ],
  [
    /^Required documents are awaiting or rejected: (.+)$/,
    (i18n, m) => {
      const documents = m[1];
      return i18n._(msg`Required documents are awaiting or rejected: ${documents}`);
    },
  ],
  [
    /^Please upload the requested documents first: (.+)$/,
    (i18n, m) => {
      const documents = m[1];
      return i18n._(msg`Please upload the requested documents first: ${documents}`);
    },
  ],
  [
    /^This claim has already been (.+)$/,
    (i18n, m) => {
      const state = m[1];
      return i18n._(msg`This claim has already been ${state}`);
    },
  ],
  [
    /^Password must be at least (\d+) characters$/,
    (i18n, m) => {
      return i18n._(
        msg`${plural(Number(m[1]), { one: 'Password must be at least # character', other: 'Password must be at least # characters' })}`,
      );
    },
  ],
  [
    /^Must be at most (\d+)$/,
    (i18n, m) => {
      const max = i18n.number(Number(m[1]));
      return i18n._(msg`Must be at most ${max}`);
    },
  ],
  [
    /^Must be at least (\d+)$/,
    (i18n, m) => {
      const min = i18n.number(Number(m[1]));
      return i18n._(msg`Must be at least ${min}`);
    },
  ],
  [
    /^At most (\d+) entries$/,
    (i18n, m) => {
      return i18n._(msg`${plural(Number(m[1]), { one: 'At most # entry', other: 'At most # entries' })}`);
    },
  ],
  [
    /^A file can hold at most (\d+) students$/,
    (i18n, m) => {
      return i18n._(
        msg`${plural(Number(m[1]), { one: 'A file can hold at most # student', other: 'A file can hold at most # students' })}`,
      );
    },
  ],
  [
    /^The file could not be read as CSV near line (\d+)$/,
    (i18n, m) => {
      const line = i18n.number(Number(m[1]));
      return i18n._(msg`The file could not be read as CSV near line ${line}`);
    },
  ],
  [
    /^A message can have at most (\d+) characters$/,
    (i18n, m) => {
      return i18n._(
        msg`${plural(Number(m[1]), { one: 'A message can have at most # character', other: 'A message can have at most # characters' })}`,
      );
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
  return {
    text: (english: string) => translateText(i18n, english),
    error: (caught: unknown) => errorMessage(i18n, caught),
  };
}
