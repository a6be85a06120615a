import type { AgencyStudent } from '#sdk/schemas/student';

/** "First Last", or the e-mail when the names are empty (a lead converted without a last name). */
export const studentName = (s: Pick<AgencyStudent, 'firstName' | 'lastName' | 'email'>) =>
  `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || (s.email ?? '');
