import * as v from 'valibot';
import { Id, optionalPhone, optionalText, PageQuery, querySearch, requiredEmail, requiredText } from './common.ts';
import { InquiryType, LeadKind, LeadStatus } from './enums.ts';

/** POST /contact: the contact form (spec part 1, 3 and 5); it becomes a lead in the admins' inbox. */
export const ContactMessagePayload = v.object({
  name: requiredText('This field is required'),
  email: requiredEmail('This field is required', 'Please enter a valid email address'),
  subject: requiredText('This field is required'),
  message: requiredText('This field is required', 5000),
  inquiryType: v.optional(InquiryType, 'general'),
});
export type ContactMessagePayload = v.InferInput<typeof ContactMessagePayload>;

/** The agency a lead names: set when the request came through an agency's widget. */
export const LeadAgency = v.object({ agencySlug: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))) });

/** POST /leads: a consultation, information or apply request, from the portal or an agency's widget. */
export const LeadPayload = v.pipe(
  v.object({
    kind: v.picklist(['consultation', 'information', 'apply'], 'Please choose a request type'),
    ...LeadAgency.entries,
    universityId: v.optional(Id),
    name: requiredText('This field is required'),
    email: requiredEmail('This field is required', 'Please enter a valid email address'),
    phone: optionalPhone(),
    nationality: optionalText(100),
    programName: optionalText(200),
    degreeLevel: optionalText(100),
    preferredDate: optionalText(40),
    message: optionalText(5000),
    language: v.optional(v.picklist(['en', 'ar']), 'en'),
  }),
  // An apply request names what the apply form requires (spec part 1, 5).
  v.forward(
    v.check((p) => p.kind !== 'apply' || p.universityId !== undefined, 'University is required'),
    ['universityId'],
  ),
  v.forward(
    v.check((p) => p.kind !== 'apply' || !!p.programName, 'Program name is required'),
    ['programName'],
  ),
  v.forward(
    v.check((p) => p.kind !== 'apply' || !!p.degreeLevel, 'Degree level is required'),
    ['degreeLevel'],
  ),
);
export type LeadPayload = v.InferInput<typeof LeadPayload>;

export const LeadListQuery = v.object({
  ...PageQuery,
  kind: v.optional(LeadKind),
  status: v.optional(LeadStatus),
  search: querySearch,
});
export type LeadListQuery = v.InferInput<typeof LeadListQuery>;

export const LeadUpdate = v.object({ status: v.picklist(['NEW', 'CONTACTED', 'CLOSED'], 'Please choose a status') });
export type LeadUpdate = v.InferInput<typeof LeadUpdate>;

export interface Lead {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  nationality: string | null;
  subject: string | null;
  message: string | null;
  inquiryType: InquiryType | null;
  programName: string | null;
  degreeLevel: string | null;
  preferredDate: string | null;
  language: string;
  origin: string | null;
  agencyId: number | null;
  university: { id: number; name: string } | null;
  studentId: number | null;
  createdAt: string;
}
