import * as v from 'valibot';
import { ADVISOR_HOURS } from './constants.ts';
import { optionalWebsite, requiredEmail, requiredText } from './common.ts';
import { PHONE_PATTERN } from './patterns.ts';

const time = (label: string) =>
  v.pipe(v.string(label), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00'));

/** The platform's public contact details: footer, contact page and consultation page show them. */
export const ContactSettings = v.object({
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
  phone: v.pipe(
    v.string('Please enter a valid phone number'),
    v.trim(),
    v.maxLength(40, 'Please enter a valid phone number'),
    v.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
  ),
  street: requiredText('Street is required'),
  postalCode: requiredText('Postal code is required', 20),
  city: requiredText('City is required', 100),
  country: requiredText('Country is required', 100),
  /** The advisors' hours, Monday to Friday. */
  hoursFrom: time('Use a time such as 09:00'),
  hoursTo: time('Use a time such as 09:00'),
  /** The consultation chat (e.g. a WhatsApp link); none means a chat with the phone number. */
  chatUrl: optionalWebsite(),
});
export type ContactSettings = v.InferOutput<typeof ContactSettings>;
export type ContactSettingsInput = v.InferInput<typeof ContactSettings>;

/** What the platform shows until an admin changes it. */
export const DEFAULT_CONTACT: ContactSettings = {
  email: 'support@studyeurope.app',
  phone: '+49 30 2589 4410',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'Germany',
  hoursFrom: ADVISOR_HOURS.from,
  hoursTo: ADVISOR_HOURS.to,
  chatUrl: null,
};

/** The sender of the platform's e-mails (used by the notifications). */
export const EmailSettings = v.object({
  senderName: requiredText('Sender name is required', 100),
  senderAddress: requiredEmail('Sender address is required', 'Please enter a valid email address'),
});
export type EmailSettings = v.InferOutput<typeof EmailSettings>;
