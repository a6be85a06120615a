import type { Application } from '#sdk/schemas/application';

/** How the university's screens name an applicant: their name, else their e-mail. */
export const studentName = (a: Pick<Application, 'student'>) =>
  [a.student.firstName, a.student.lastName].filter(Boolean).join(' ') || a.student.email || '';
