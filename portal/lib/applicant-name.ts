/** The applicant's name on a list or a card: first and last name, or the e-mail when there is none. */
export const applicantName = (s: { firstName: string | null; lastName: string | null; email: string | null }) =>
  `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || (s.email ?? '');
