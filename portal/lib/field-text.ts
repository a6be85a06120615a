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
  // The public forms and lists, and the contract's own checks.
  msg`Please write a message`,
  msg`Contains a character that is not allowed`,
  msg`Must be en or ar`,
  msg`Must be a whole number`,
  msg`Must be true or false`,
  msg`Search is too long`,
  msg`Each entry must be at most 100 characters`,
  msg`Please choose a request type`,
  msg`Please choose accept, decline or defer`,
  msg`Please choose the intake to defer to`,
  msg`Only a deferral names an intake`,
  msg`Please choose a later intake of the same programme`,
  // The query of the public lists.
  msg`Unknown parameter`,
  // Tasks (sdk/schemas/task.ts).
  msg`Please write what is to be done`,
  msg`Please choose what the task is about`,
  msg`Please choose a due date filter`,
  // Eligibility checks (sdk/schemas/eligibility.ts) and the review queue's query (sdk/schemas/review.ts).
  msg`Name one to 24 universities`,
  msg`Name one to 24 programmes`,
  msg`Must be ELIGIBLE, CONDITIONAL, NOT_ELIGIBLE or UNKNOWN`,
  msg`Must be submitted, verdict or -verdict`,
];
const FIELD_TEXT_BY_ENGLISH = new Map(FIELD_TEXTS.map((text) => [text.message, text]));

/**
 * The field errors of one part of the portal (the programme editor, the account's settings, the
 * second sign-in step), added when its screens load, so that public pages do not download every
 * area's texts (the bundle budget, portal/build/bundle-report.ts).
 */
export function addFieldTexts(texts: MessageDescriptor[]): void {
  for (const text of texts) FIELD_TEXT_BY_ENGLISH.set(text.message, text);
}

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
    // A test score's bounds and steps (sdk/schemas/program-parts.ts); the test's name stays as it is.
    /^(.+) must be between (\S+) and (\S+)$/,
    (i18n, [, test, min, max]) =>
      i18n._(msg`${test} must be between ${i18n.number(Number(min))} and ${i18n.number(Number(max))}`),
  ],
  [
    /^(.+) must be (in half bands|a whole number)/,
    (i18n, [, test, rule]) =>
      rule === 'a whole number'
        ? i18n._(msg`${test} must be a whole number`)
        : i18n._(msg`${test} must be in half bands (e.g. 6.5)`),
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
