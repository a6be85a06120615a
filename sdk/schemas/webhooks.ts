// Webhooks: an agency's or university's own endpoints, told of events as they happen. Each delivery
// is a POST of `{ id, event, createdAt, data }` with the headers `Study-Event`, `Study-Delivery` and
// `Study-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`.
import * as v from 'valibot';
import { PageQuery } from './common.ts';
import type { ClaimStatus } from './commission.ts';
import type { Currency } from './program-parts.ts';

export const WEBHOOK_EVENTS = [
  'lead.created',
  'student.created',
  'application.status_changed',
  'document.requested',
  'message.created',
  'commission_claim.status_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** POST /webhooks. */
export const WebhookPayload = v.object({
  url: v.pipe(
    v.string('Please enter the address of your endpoint'),
    v.trim(),
    v.maxLength(2000, 'Must be at most 2000 characters'),
    v.url('Please enter a full address, e.g. https://crm.example.com/hooks'),
    v.regex(/^https?:\/\//i, 'The address must start with https:// or http://'),
  ),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, 'Unknown event'), 'Please choose at least one event'),
    v.minLength(1, 'Please choose at least one event'),
    v.transform((events) => [...new Set(events)]),
  ),
});
export type WebhookPayload = v.InferInput<typeof WebhookPayload>;

export interface Webhook {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  /** Set when the platform stopped delivering after failures in a row (the owner is e-mailed). */
  disabledAt: string | null;
}

/** POST /webhooks and POST /webhooks/{id}/secret answer the signing secret this once. */
export interface WebhookWithSecret {
  webhook: Webhook;
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** GET /webhooks/{id}/deliveries. */
export const WebhookDeliveriesQuery = v.strictObject(PageQuery);

/** One delivery in the log, newest first. */
export interface WebhookDelivery {
  id: number;
  event: WebhookEvent | 'webhook.test';
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The endpoint's HTTP status at the last attempt; null when it could not be reached. */
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** What an endpoint receives. */
export interface WebhookBody<T = Record<string, unknown>> {
  id: number;
  event: WebhookEvent | 'webhook.test';
  createdAt: string;
  data: T;
}

/**
 * The `data` of `commission_claim.status_changed`, sent to the agency's and the
 * university's endpoints: a claim expected on enrolment (`from` null), raised with its invoice,
 * paid or disputed by the university, raised again after a dispute, received by the agency.
 */
export interface CommissionClaimChangedData {
  claimId: number;
  applicationId: number;
  /** The status before this change; null when the claim was just expected. */
  from: ClaimStatus | null;
  status: ClaimStatus;
  amount: number;
  currency: Currency;
  /** Set once the claim is raised. */
  invoiceNumber: string | null;
  /** The university's reason, while the claim is disputed. */
  disputeReason: string | null;
  changedAt: string;
}

/** `application.status_changed`: one step of an application's status machine. */
export interface ApplicationStatusChangedData {
  applicationId: number;
  from: string;
  to: string;
  note: string | null;
  changedAt: string;
}

/** What each event's `data` holds (`WebhookBody<WebhookEventData['commission_claim.status_changed']>`). */
export interface WebhookEventData {
  'lead.created': { lead: Record<string, unknown> };
  'student.created': { student: Record<string, unknown>; leadId?: number };
  'application.status_changed': ApplicationStatusChangedData;
  'document.requested': {
    applicationId: number;
    documentTypes: string[];
    message: string | null;
    dueDate: string | null;
  };
  'message.created': { applicationId: number; messageId: number; body: string; files: string[] };
  'commission_claim.status_changed': CommissionClaimChangedData;
}
