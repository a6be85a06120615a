import { EMAIL_PATTERN, PHONE_PATTERN } from '#sdk/schemas/patterns';
import type { SharedKey } from './messages.ts';

/** The visitor's details, checked before sending with the server's own rules (spec part 1, 5). */
export interface VisitorDetails {
  name: string;
  email: string;
  phone: string;
}

export function checkVisitor(details: VisitorDetails): Partial<Record<keyof VisitorDetails, SharedKey>> {
  const problems: Partial<Record<keyof VisitorDetails, SharedKey>> = {};
  if (!details.name.trim()) problems.name = 'required';
  if (!details.email.trim()) problems.email = 'required';
  else if (!EMAIL_PATTERN.test(details.email.trim())) problems.email = 'invalidEmail';
  if (details.phone.trim() && !PHONE_PATTERN.test(details.phone.trim())) problems.phone = 'invalidPhone';
  return problems;
}
