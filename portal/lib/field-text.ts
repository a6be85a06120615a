import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type PlainRefusal, REFUSALS } from '#sdk/schemas/refusals';
import { refusalText } from './refusal-text.ts';

/**
 * The English messages of field errors (the contract's validation rules in sdk/schemas, and the server's
 * own field checks), with their translations. A refusal is sent by its code (refusal-text.ts); a field error
 * carries only its English message, so its translation is found by that text. A text not listed here is
 * shown as it is.
 */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
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
  'First name is required': msg`First name is required`,
  'Last name is required': msg`Last name is required`,
  'GPA is outside the range of the chosen grade scale': msg`GPA is outside the range of the chosen grade scale`,
  'Must be a date (YYYY-MM-DD)': msg`Must be a date (YYYY-MM-DD)`,
  'Must be a list of texts': msg`Must be a list of texts`,
  // A value of the wrong type (server/utils/validate.ts).
  'Must be text': msg`Must be text`,
  'Must be a number': msg`Must be a number`,
  'Must be a list': msg`Must be a list`,
  'Must be an object': msg`Must be an object`,
  // The embed kit and the leads inbox.
  'Use 3-50 lowercase letters, digits and hyphens': msg`Use 3-50 lowercase letters, digits and hyphens`,
  'Use a colour such as #1d4ed8': msg`Use a colour such as #1d4ed8`,
  'Must be an origin such as https://www.example.com': msg`Must be an origin such as https://www.example.com`,
  'At most 20 origins': msg`At most 20 origins`,
  // Conversations.
  'Please write a message': msg`Please write a message`,
  // The student area.
  'University is required': msg`University is required`,
  'Program name is required': msg`Program name is required`,
  'Degree level is required': msg`Degree level is required`,
  // The agency area.
  'GPA must be a number between 0 and 4': msg`GPA must be a number between 0 and 4`,
  'Date of birth cannot be in the future': msg`Date of birth cannot be in the future`,
  'Preferred start date cannot be in the past': msg`Preferred start date cannot be in the past`,
  'Please choose an education level': msg`Please choose an education level`,
  'Please choose an English proficiency': msg`Please choose an English proficiency`,
  'Please choose a budget range': msg`Please choose a budget range`,
  // The university area.
  'Please write a note for the applicant': msg`Please write a note for the applicant`,
  'Only an acceptance carries conditions': msg`Only an acceptance carries conditions`,
  'Please choose accept or reject': msg`Please choose accept or reject`,
  'Please give a rating from 1 to 5': msg`Please give a rating from 1 to 5`,
  'Must be a whole number of months': msg`Must be a whole number of months`,
  'Unknown document type': msg`Unknown document type`,
  // The review pipeline and the contract's own checks.
  'Please enter your current password': msg`Please enter your current password`,
  'An edited application stays DRAFT or is SUBMITTED': msg`An edited application stays DRAFT or is SUBMITTED`,
  'Contains a character that is not allowed': msg`Contains a character that is not allowed`,
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
  'This email appears more than once in the file': msg`This email appears more than once in the file`,
  'This row has more cells than the first line has columns': msg`This row has more cells than the first line has columns`,
  'Mode must be dryRun or apply': msg`Mode must be dryRun or apply`,
  'Duplicates must be skip or update': msg`Duplicates must be skip or update`,
  'Please give a reason the university will see': msg`Please give a reason the university will see`,
  'Unknown status': msg`Unknown status`,
  'Please select universities first': msg`Please select universities first`,
  'Please select agencies first': msg`Please select agencies first`,
  'Please select students first': msg`Please select students first`,
  'Unknown bulk action': msg`Unknown bulk action`,
  'Use a time such as 09:00': msg`Use a time such as 09:00`,
  'Street is required': msg`Street is required`,
  'Postal code is required': msg`Postal code is required`,
  'Sender name is required': msg`Sender name is required`,
  'Sender address is required': msg`Sender address is required`,
  // Programmes and their parts, and two-factor sign-in.
  'Unknown parameter': msg`Unknown parameter`,
  'Unknown degree level': msg`Unknown degree level`,
  'Unknown field of study': msg`Unknown field of study`,
  'Must be a language code such as en': msg`Must be a language code such as en`,
  'Must be relevance, deadline or tuition': msg`Must be relevance, deadline or tuition`,
  'Must be EU or NON_EU': msg`Must be EU or NON_EU`,
  'Unknown currency': msg`Unknown currency`,
  'Unknown study mode': msg`Unknown study mode`,
  'The application window must open before it closes': msg`The application window must open before it closes`,
  'The start date must be a date (YYYY-MM-DD)': msg`The start date must be a date (YYYY-MM-DD)`,
  'Seats must be a number between 0 and 100000': msg`Seats must be a number between 0 and 100000`,
  'Seats taken must be a number between 0 and 100000': msg`Seats taken must be a number between 0 and 100000`,
  'The application window must close before the programme starts': msg`The application window must close before the programme starts`,
  'The fee must be a number between 0 and 10000000': msg`The fee must be a number between 0 and 10000000`,
  'The amount must be a number between 0 and 10000000': msg`The amount must be a number between 0 and 10000000`,
  'TOEFL iBT': msg`TOEFL iBT`,
  'PTE Academic': msg`PTE Academic`,
  'The minimum grade must be a number': msg`The minimum grade must be a number`,
  'Unknown grade scale': msg`Unknown grade scale`,
  'The minimum grade does not fit its scale': msg`The minimum grade does not fit its scale`,
  'Must be a language code': msg`Must be a language code`,
  'Must be a CEFR level (A1 to C2)': msg`Must be a CEFR level (A1 to C2)`,
  'Must be a list of language codes': msg`Must be a list of language codes`,
  'At most 10 languages': msg`At most 10 languages`,
  'ECTS credits must be a number between 1 and 600': msg`ECTS credits must be a number between 1 and 600`,
  'ECTS credits must be a whole number': msg`ECTS credits must be a whole number`,
  'Must be a list of intakes': msg`Must be a list of intakes`,
  'At most 24 intakes': msg`At most 24 intakes`,
  'Must be a list of fees': msg`Must be a list of fees`,
  'One fee per fee group': msg`One fee per fee group`,
  'Please enter the code from your authenticator app': msg`Please enter the code from your authenticator app`,
  'Enter the 6-digit code from your authenticator app': msg`Enter the 6-digit code from your authenticator app`,
  'Please enter a recovery code': msg`Please enter a recovery code`,
  'Please sign in again': msg`Please sign in again`,
};

/** Texts with a number in them, and the SDK's own "HTTP error! status: 502" for an answer without a body. */
const PATTERNS: [RegExp, (i18n: I18n, m: RegExpMatchArray) => string][] = [
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
    /^HTTP error! status: (\d+)$/,
    (i18n, m) => {
      const status = m[1];
      return i18n._(msg`HTTP error! status: ${status}`);
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
    /^A message can have at most (\d+) characters$/,
    (i18n, m) => {
      return i18n._(
        msg`${plural(Number(m[1]), { one: 'A message can have at most # character', other: 'A message can have at most # characters' })}`,
      );
    },
  ],
];

/** A field message that is also a refusal's message (an upload's missing file names its field): by its code. */
const REFUSAL_BY_MESSAGE = new Map(
  (Object.entries(REFUSALS) as [string, string][])
    .filter(([, message]) => !message.includes('{'))
    .map(([reason, message]) => [message, reason as PlainRefusal]),
);

/** A field's message (or the SDK's own text) in the active language. */
export function fieldText(i18n: I18n, text: string): string {
  const known = FIELD_TEXTS[text];
  if (known) return i18n._(known);
  for (const [pattern, render] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return render(i18n, match);
  }
  const reason = REFUSAL_BY_MESSAGE.get(text);
  return reason ? refusalText(i18n, { reason }) : text;
}
