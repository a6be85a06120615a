import type { Generated } from 'kysely';
import type { WebhookDeliveryStatus } from '#sdk/schemas/webhooks';

/** An endpoint of an agency or university account; `events` is a JSON array. */
export interface WebhookTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  events: string;
  secret: string;
  created_at: string;
  disabled_at: string | null;
}

/** One event to deliver to one endpoint, in order with the others of its resource. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  resource: string;
  data: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}
