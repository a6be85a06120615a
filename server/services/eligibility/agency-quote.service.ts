import type * as v from 'valibot';
import type { QuotePdfQuery } from '#sdk/schemas/eligibility';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { findUserById } from '#server/services/auth/user.repository.ts';
import type { AgencyStudentRow } from '#server/services/students/agency-student.repository.ts';
import type { App } from '#server/utils/app.ts';
import { comparePrograms } from './eligibility.service.ts';
import { renderQuotePdf } from './quote-pdf.ts';
import { profileOfStudent } from './student-profile.ts';

/**
 * GET /students/{id}/compare.pdf: the agency's quote of the compared programmes for its own
 * student, in `lang` or the agency's language.
 */
export async function agencyQuote(
  app: App,
  userId: number,
  student: AgencyStudentRow,
  query: v.InferOutput<typeof QuotePdfQuery>,
) {
  const agency = await requireAgency(app.db, userId);
  const language = query.lang ?? ((await findUserById(app.db, userId))?.language === 'ar' ? 'ar' : 'en');
  const comparison = await comparePrograms(app, { ids: query.ids, lang: language }, profileOfStudent(student));
  const name = [student.first_name, student.last_name].filter(Boolean).join(' ') || (student.email ?? '');
  const pdf = await renderQuotePdf(
    comparison,
    { agency: { name: agency.name, brandColor: agency.brand_color }, student: name },
    language,
  );
  return { pdf, fileName: `programme-quote-${student.id}.pdf` };
}
