import { msg } from '@lingui/core/macro';
import { addFieldTexts } from '#portal/lib/field-text.ts';

/** The field errors of two-factor sign-in: enrolment, the sign-in step, turning it off. */
addFieldTexts([
  msg`Please enter the code from your authenticator app`,
  msg`Enter the 6-digit code from your authenticator app`,
  msg`Please enter a recovery code`,
  msg`Please sign in again`,
]);
