import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type PlainRefusal, REFUSALS } from '#sdk/schemas/refusals';
import { refusalText } from './refusal-text.ts';

/**
 * The English messages of field errors (the contract's validation rules in sdk/schemas, and the server's
 * own field checks), with their translations. A refusal is sent by its code (refusal-text.ts); a field error
 * carries only its English message, so its translation is found by that text. A text not listed here is
 * shown as it is. Each is written once: the portal's build keeps a descriptor's English `message`
 * (portal/vite.plugins.ts), which is the key it is found by.
 */
const FIELD_TEXTS: MessageDescriptor[] = [
  msg`This field is required`,
  msg`Please enter a valid email address`,
  msg`Email is required`,
  msg`Email is invalid`,
  msg`Invalid email address`,
  msg`Password is required`,
  msg`Password must be at least 6 characters`,
  msg`Password must be at most 200 characters`,
  msg`Please confirm your password`,
  msg`Passwords do not match`,
  msg`Please select an account type`,
  msg`Agency name is required`,
  msg`University name is required`,
  msg`Country is required`,
  msg`City is required`,
  msg`Please enter a valid website URL`,
  msg`Please enter a valid phone number`,
  msg`First name is required`,
  msg`Last name is required`,
  msg`GPA is outside the range of the chosen grade scale`,
  msg`Must be a date (YYYY-MM-DD)`,
  msg`Must be a list of texts`,
  // A value of the wrong type (server/utils/validate.ts).
  msg`Must be text`,
  msg`Must be a number`,
  msg`Must be a list`,
  msg`Must be an object`,
  // The embed kit and the leads inbox.
  msg`Use 3-50 lowercase letters, digits and hyphens`,
  msg`Use a colour such as #1d4ed8`,
  msg`Must be an origin such as https://www.example.com`,
  msg`At most 20 origins`,
  // Conversations.
  msg`Please write a message`,
  // The student area.
  msg`University is required`,
  msg`Program name is required`,
  msg`Degree level is required`,
  // The agency area.
  msg`GPA must be a number between 0 and 4`,
  msg`Date of birth cannot be in the future`,
  msg`Preferred start date cannot be in the past`,
  msg`Please choose an education level`,
  msg`Please choose an English proficiency`,
  msg`Please choose a budget range`,
  // The university area.
  msg`Please write a note for the applicant`,
  msg`Only an acceptance carries conditions`,
  msg`Please choose accept or reject`,
  msg`Please give a rating from 1 to 5`,
  msg`Must be a whole number of months`,
  msg`Unknown document type`,
  // The review pipeline and the contract's own checks.
  msg`Please enter your current password`,
  msg`An edited application stays DRAFT or is SUBMITTED`,
  msg`Contains a character that is not allowed`,
  msg`Status is active or inactive`,
  msg`At most 500 at once`,
  msg`A new application is DRAFT or SUBMITTED`,
  msg`A student may only submit or withdraw`,
  msg`Personal statement is required`,
  msg`Personal statement should be at least 100 characters`,
  msg`Please select a student`,
  msg`Please select a university`,
  msg`Must be en or ar`,
  msg`Must be a whole number`,
  msg`Must be true or false`,
  msg`Search is too long`,
  msg`Each entry must be at most 100 characters`,
  msg`Please choose a request type`,
  msg`Please choose a status`,
  msg`Must be a list of ids`,
  msg`At most 100 ids`,
  msg`Unknown notification kind`,
  msg`Must be a list of document types`,
  msg`Please choose a reason`,
  msg`Must be agency or direct`,
  msg`Please write a message the applicant will see`,
  msg`Please choose a state`,
  msg`Please give a remark the applicant will see`,
  msg`Please choose the documents you need`,
  msg`At most 10 document types`,
  msg`Please choose a due date`,
  msg`The due date cannot be in the past`,
  msg`Status must be active or inactive`,
  // The students import.
  msg`This email appears more than once in the file`,
  msg`This row has more cells than the first line has columns`,
  msg`Mode must be dryRun or apply`,
  msg`Duplicates must be skip or update`,
  msg`Please give a reason the university will see`,
  msg`Unknown status`,
  msg`Please select universities first`,
  msg`Please select agencies first`,
  msg`Please select students first`,
  msg`Unknown bulk action`,
  msg`Use a time such as 09:00`,
  msg`Street is required`,
  msg`Postal code is required`,
  msg`Sender name is required`,
  msg`Sender address is required`,
  // Programmes and their parts, and two-factor sign-in.
  msg`Unknown parameter`,
  msg`Unknown degree level`,
  msg`Unknown field of study`,
  msg`Must be a language code such as en`,
  msg`Must be relevance, deadline or tuition`,
  msg`Must be EU or NON_EU`,
  msg`Unknown currency`,
  msg`Unknown study mode`,
  msg`The application window must open before it closes`,
  msg`The start date must be a date (YYYY-MM-DD)`,
  msg`Seats must be a number between 0 and 100000`,
  msg`Seats taken must be a number between 0 and 100000`,
  msg`The application window must close before the programme starts`,
  msg`The fee must be a number between 0 and 10000000`,
  msg`The amount must be a number between 0 and 10000000`,
  msg`TOEFL iBT`,
  msg`PTE Academic`,
  msg`The minimum grade must be a number`,
  msg`Unknown grade scale`,
  msg`The minimum grade does not fit its scale`,
  msg`Must be a language code`,
  msg`Must be a CEFR level (A1 to C2)`,
  msg`Must be a list of language codes`,
  msg`At most 10 languages`,
  msg`ECTS credits must be a number between 1 and 600`,
  msg`ECTS credits must be a whole number`,
  msg`Must be a list of intakes`,
  msg`At most 24 intakes`,
  msg`Must be a list of fees`,
  msg`One fee per fee group`,
  msg`Please enter the code from your authenticator app`,
  msg`Enter the 6-digit code from your authenticator app`,
  msg`Please enter a recovery code`,
  msg`Please sign in again`,
];
const FIELD_TEXT_BY_ENGLISH = new Map(FIELD_TEXTS.map((text) => [text.message, text]));

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
  const known = FIELD_TEXT_BY_ENGLISH.get(text);
  if (known) return i18n._(known);
  for (const [pattern, render] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return render(i18n, match);
  }
  const reason = REFUSAL_BY_MESSAGE.get(text);
  return reason ? refusalText(i18n, { reason }) : text;
}
