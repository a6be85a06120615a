import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-shared.po';
import { messages as en } from '#locales/en/widget-shared.po';
import { dictionary } from './i18n.ts';

/** Texts every widget shares, and the server's field messages the widgets may show (spec part 1, 5). */
const messages = {
  loading: msg`Loading…`,
  sending: msg`Sending…`,
  fullName: msg`Full name`,
  email: msg`Email address`,
  phone: msg`Phone (optional)`,
  message: msg`Message (optional)`,
  required: msg`This field is required`,
  invalidEmail: msg`Please enter a valid email address`,
  invalidPhone: msg`Please enter a valid phone number`,
  universityRequired: msg`University is required`,
  programRequired: msg`Program name is required`,
  degreeRequired: msg`Degree level is required`,
  intakeClosed: msg`Applications to this intake are closed`,
  intakeFull: msg`This intake is full`,
  intakeUpcoming: msg`Applications to this intake have not opened yet`,
  network: msg`We could not reach the server. Please try again.`,
  tooMany: msg`Too many requests. Please try again later.`,
  noAgency: msg`This widget needs the agency attribute.`,
  agencyNotFound: msg`This agency could not be found.`,
  originRefused: msg({ message: '{agency} has not allowed this website to send requests.' }),
  notAccepting: msg({ message: '{agency} is not accepting requests at the moment.' }),
  newTab: msg`(opens in a new tab)`,
};

export type SharedKey = keyof typeof messages;

export const sharedMessages = dictionary({ en, ar }, messages);

/** The server answers field errors in English (a refusal by its code); these are the field messages a widget form can meet. */
export const SERVER_MESSAGES: Record<string, SharedKey> = {
  'This field is required': 'required',
  'Please enter a valid email address': 'invalidEmail',
  'Please enter a valid phone number': 'invalidPhone',
  'University is required': 'universityRequired',
  'Program name is required': 'programRequired',
  'Degree level is required': 'degreeRequired',
  'Applications to this intake are closed': 'intakeClosed',
  'This intake is full': 'intakeFull',
  'Applications to this intake have not opened yet': 'intakeUpcoming',
};
