import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebhookDeliveryStatus, WebhookEvent } from '#sdk/schemas/webhooks';

/** Each event a webhook can ask for, as the account's owner reads it. */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEvent | 'webhook.test', MessageDescriptor> = {
  'lead.created': msg`A new lead arrives`,
  'student.created': msg`A student is added`,
  'application.status_changed': msg`An application changes status`,
  'document.requested': msg`Documents are requested`,
  'message.created': msg`A message is written`,
  'commission_claim.status_changed': msg`A commission claim changes status`,
  'webhook.test': msg`Test event`,
};

export const DELIVERY_STATUS_NAMES: Record<WebhookDeliveryStatus, MessageDescriptor> = {
  PENDING: msg`Waiting`,
  DELIVERED: msg`Delivered`,
  FAILED: msg`Failed`,
};
