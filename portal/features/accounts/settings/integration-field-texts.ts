import { msg } from '@lingui/core/macro';
import { addFieldTexts } from '#portal/lib/field-text.ts';

/** The field errors of API keys and webhooks. */
addFieldTexts([
  msg`Please give the key a name`,
  msg`Please choose what the key may do`,
  msg`Unknown scope`,
  msg`Please enter the address of your endpoint`,
  msg`Please enter a full address, e.g. https://crm.example.com/hooks`,
  msg`The address must start with https:// or http://`,
  msg`Please choose at least one event`,
  msg`Unknown event`,
  msg`Webhooks can only be sent to public addresses`,
]);
