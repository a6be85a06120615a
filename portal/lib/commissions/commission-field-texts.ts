import { msg } from '@lingui/core/macro';
import { addFieldTexts } from '#portal/lib/field-text.ts';

/** The field errors of commission agreements and disputes (sdk/schemas/commission.ts). */
addFieldTexts([
  msg`Please enter a rate above 0`,
  msg`A percentage is at most 100`,
  msg`Please choose a percentage or a fixed amount`,
  msg`Please choose the currency of the amount`,
  msg`Please choose when the commission is paid`,
  msg`The end must not be before the start`,
  msg`Each degree level once`,
  msg`Must be between 0 and 100`,
  msg`Please say why the claim is disputed`,
  msg`Please select a degree level`,
  msg`Unknown claim status`,
]);
