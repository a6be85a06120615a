import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadKind, LeadStatus } from '#sdk/schemas/enums';
import type { BadgeTone } from '#portal/ui/Badge/Badge.tsx';

export const LEAD_KIND_LABELS: Record<LeadKind, MessageDescriptor> = {
  contact: msg`Contact message`,
  consultation: msg`Consultation request`,
  information: msg`Information request`,
  apply: msg`Application request`,
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageDescriptor> = {
  NEW: msg`New`,
  CONTACTED: msg`Contacted`,
  CLOSED: msg`Closed`,
  CONVERTED: msg`Converted to student`,
};

export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  NEW: 'brand',
  CONTACTED: 'warning',
  CLOSED: 'neutral',
  CONVERTED: 'success',
};
