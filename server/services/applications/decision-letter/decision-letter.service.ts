import type { H3Event } from 'h3';
import { UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import type { App } from '#server/utils/app.ts';
import { conflict } from '#server/utils/errors.ts';
import type { ApplicationRow } from '#server/services/applications/application.repository.ts';
import { sendPdf } from '#server/services/pdf/pdf.ts';
import { renderDecisionLetter } from './decision-letter.ts';
import { findApplicantLanguage } from './decision-letter.repository.ts';

/**
 * Sends the decision letter of a decided application (an accepted one stays decided whatever the
 * applicant did with the offer) as a PDF attachment, in the applicant's
 * language. The caller has checked that the reader may see the application.
 */
export async function sendDecisionLetter(app: App, event: H3Event, row: ApplicationRow) {
  const accepted = UNIVERSITY_ACCEPTED.includes(row.status);
  if ((!accepted && row.status !== 'REJECTED') || !row.decided_at) conflict('NOT_DECIDED_YET');
  const language = (await findApplicantLanguage(app.db, row.student_id)) === 'ar' ? 'ar' : 'en';
  const pdf = await renderDecisionLetter(
    {
      applicationId: row.id,
      decision: accepted ? 'ACCEPTED' : 'REJECTED',
      decidedAt: row.decided_at,
      applicantName: [row.student_first_name, row.student_last_name].filter(Boolean).join(' '),
      programName: row.program_name,
      degreeLevel: row.degree_level,
      university: { name: row.university_name, city: row.university_city, country: row.university_country },
      note: row.university_notes,
      conditions: row.decision_conditions,
    },
    language,
  );
  return sendPdf(event, pdf, `decision-letter-${row.id}.pdf`);
}
