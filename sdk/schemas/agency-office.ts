// Offices (branches) of an agency: the owner and managers keep the list; members
// and students belong to an office; a manager can be limited to theirs; lists and analytics filter
// by office (`office=` in the query).
import * as v from 'valibot';
import { Id, requiredText } from './common.ts';

/** POST /agency/offices and PUT /agency/offices/{id}: the office's name. */
export const AgencyOfficeForm = v.object({ name: requiredText('Please enter the office name', 100) });
export type AgencyOfficeForm = v.InferInput<typeof AgencyOfficeForm>;

/** `office=` on the students, leads and applications lists and the analytics: only that office's. */
export const officeFilter = v.optional(Id);

export interface AgencyOffice {
  id: number;
  name: string;
  /** How many members and students belong to it. */
  memberCount: number;
  studentCount: number;
  createdAt: string;
}

/** GET /agency/offices. */
export interface AgencyOfficeList {
  offices: AgencyOffice[];
}
