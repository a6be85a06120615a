import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-eligibility.po';
import { messages as en } from '#locales/en/widget-eligibility.po';
import { dictionary } from '#widgets/shared/i18n.ts';

/** The search widget's eligibility check: its own chunk and catalog, loaded when a visitor opens it. */
export const checkMessages = dictionary(
  { en, ar },
  {
    title: msg`Check your eligibility`,
    intro: msg`Your studies and English score rank these universities by where you can be admitted. Nothing is stored unless you send it.`,
    level: msg`Education level`,
    chooseLevel: msg`Choose a level`,
    levelSchool: msg`High School`,
    levelBachelor: msg`Bachelor's Degree`,
    levelMaster: msg`Master's Degree`,
    levelPhd: msg`PhD/Doctorate`,
    scale: msg`Grade scale`,
    chooseScale: msg`Choose a scale`,
    US_4: msg`US GPA (0–4)`,
    GULF_5: msg`Gulf GPA (0–5)`,
    PERCENT: msg`Percentage (0–100)`,
    FR_20: msg`French, Maghreb and Lebanese (0–20)`,
    IN_10: msg`Indian CGPA (0–10)`,
    UK_CLASS: msg`UK degree class`,
    DE_5: msg`German (1.0 best – 5.0)`,
    grade: msg`Grade`,
    chooseClass: msg`Choose a class`,
    FIRST: msg`First class`,
    UPPER_SECOND: msg`Upper Second (2:1)`,
    LOWER_SECOND: msg`Lower Second (2:2)`,
    THIRD: msg`Third class`,
    test: msg`English test`,
    chooseTest: msg`Choose a test`,
    score: msg`English score`,
    nationality: msg`Nationality`,
    chooseNationality: msg`Choose your nationality`,
    check: msg`Check`,
    checking: msg`Checking…`,
    close: msg`Close the check`,
    ELIGIBLE: msg`Eligible`,
    CONDITIONAL: msg`Conditional`,
    NOT_ELIGIBLE: msg`Not eligible`,
    UNKNOWN: msg`Not enough information`,
    best: msg({ message: 'Best fit: {programme}' }),
    none: msg`No programme listed yet`,
    sendTitle: msg`Send your check to an advisor`,
    sendIntro: msg`An advisor receives your profile and these verdicts, and contacts you about the programmes that fit.`,
    send: msg`Send my check`,
    sentTitle: msg`Request sent`,
    sentBody: msg({ message: '{agency} has your check and will contact you at {email}.' }),
    numberNeeded: msg`Must be a number`,
    scaleNeeded: msg`Choose the grade scale`,
    testNeeded: msg`Choose the English test`,
    gradeOff: msg`The grade does not fit its scale`,
    scoreOff: msg`The score does not fit its test`,
  },
);

export type CheckKey = keyof (typeof checkMessages)['en'];

/** The server's field messages this form can meet, by their key here. */
export const CHECK_SERVER_MESSAGES: Record<string, CheckKey> = {
  'The grade does not fit its scale': 'gradeOff',
  'The score does not fit its test': 'scoreOff',
  'The grade must be a number': 'numberNeeded',
  'The score must be a number': 'numberNeeded',
};
