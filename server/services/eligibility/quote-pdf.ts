import { createElement as h } from 'react';
import { View } from '@react-pdf/renderer';
import type { Comparison } from '#sdk/schemas/eligibility';
import { catalogueNames } from '#server/services/i18n/catalogue-names.ts';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { type PdfLanguage, pdfBlocks, renderPdf } from '#server/services/pdf/pdf.ts';
import { quoteTexts } from './quote-pdf-texts.ts';

/**
 * Intl's no-break space (U+00A0, between an Arabic amount and its currency): the Arabic PDF font
 * maps it to a glyph it does not hold and the renderer fails, so it is written as a plain space.
 */
const NO_BREAK_SPACE = /\u00a0/g;
const printable = (text: string) => text.replace(NO_BREAK_SPACE, ' ');

/** Who the quote is from and for. */
export interface QuoteParties {
  agency: { name: string; brandColor: string };
  student: string;
}

/**
 * GET /students/{id}/compare.pdf: the compared programmes as the agency's quote for its student,
 * in the reader's language — a band in the agency's colour with its name, then each programme with
 * its university, level, duration, languages, the student's tuition and next deadline, and the
 * student's verdict with its reasons.
 */
export function renderQuotePdf(comparison: Comparison, parties: QuoteParties, language: PdfLanguage): Promise<Buffer> {
  const i18n = textsIn(language);
  const texts = quoteTexts(i18n);
  const names = catalogueNames(i18n);
  const { line, date } = pdfBlocks(language);
  const languageNames = new Intl.DisplayNames(language, { type: 'language' });
  const list = new Intl.ListFormat(language);
  const money = (amount: number, currency: string) =>
    amount === 0
      ? texts.free
      : printable(
          new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount),
        );
  const fact = (term: string, value: string) =>
    h(View, { key: term, style: { marginBottom: 2 } }, line(`${term}: ${value}`, { marginBottom: 0 }));
  const programme = ({ program, eligibility }: Comparison['programs'][number]) => {
    const name = (language === 'ar' && program.nameAr) || program.name;
    const tuition = eligibility?.tuition;
    const deadline = eligibility?.nextIntake?.deadline;
    return h(
      View,
      { key: program.id, style: { marginTop: 16, paddingTop: 8, borderTop: '1pt solid #d1d5db' }, wrap: false },
      line(name, { fontSize: 13, fontWeight: 600 }),
      fact(texts.university, `${program.university.name} (${names.place(program.university)})`),
      fact(texts.degree, names.degreeLevel(program.level)),
      program.durationMonths !== null && fact(texts.duration, texts.months(program.durationMonths)),
      program.languages.length > 0 &&
        fact(texts.languages, list.format(program.languages.map((code) => languageNames.of(code) ?? code))),
      fact(texts.tuition, tuition ? money(tuition.amount, tuition.currency) : texts.notStated),
      fact(texts.deadline, deadline ? date(deadline) : texts.noDeadline),
      eligibility && fact(texts.eligibility, texts.verdict(eligibility.verdict)),
      ...(eligibility?.reasons ?? []).map((reason) =>
        line(`• ${printable(reason.message)}`, { marginBottom: 0, color: '#374151' }),
      ),
    );
  };
  return renderPdf(
    { title: texts.title(parties.student), language },
    h(
      View,
      { style: { backgroundColor: parties.agency.brandColor, padding: 10, marginBottom: 12 } },
      line(parties.agency.name, { color: '#ffffff', fontSize: 14, fontWeight: 600, marginBottom: 0 }),
    ),
    line(texts.title(parties.student), { fontSize: 16, fontWeight: 600 }),
    line(texts.preparedBy(parties.agency.name, date(new Date().toISOString())), { color: '#555555' }),
    ...comparison.programs.map(programme),
    line(texts.disclaimer, { marginTop: 18, fontSize: 9, color: '#555555' }),
  );
}
