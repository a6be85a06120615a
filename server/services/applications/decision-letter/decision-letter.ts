import { createElement as h } from 'react';
import { View } from '@react-pdf/renderer';
import { type PdfLanguage, pdfBlocks, renderPdf } from '#server/services/pdf/pdf.ts';
import { catalogueNames } from '#server/services/i18n/catalogue-names.ts';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { letterTexts } from './decision-letter-texts.ts';

export interface DecisionLetter {
  applicationId: number;
  decision: 'ACCEPTED' | 'REJECTED';
  decidedAt: string;
  applicantName: string;
  programName: string;
  degreeLevel: string;
  university: { name: string; city: string; country: string };
  note: string | null;
  conditions: string | null;
}

/** The letter that comes with a university's decision, as a PDF in the applicant's language. */
export function renderDecisionLetter(letter: DecisionLetter, language: PdfLanguage): Promise<Buffer> {
  const i18n = textsIn(language);
  const texts = letterTexts(i18n);
  const names = catalogueNames(i18n);
  const { line, block, date, number } = pdfBlocks(language);
  return renderPdf(
    { title: `${texts.title} – ${letter.university.name}`, language },
    line(letter.university.name, { fontSize: 16, fontWeight: 600 }),
    line(names.place(letter.university), { color: '#555555' }),
    line(date(letter.decidedAt), { marginTop: 18 }),
    line(texts.reference(number(letter.applicationId)), { color: '#555555' }),
    line(texts.title, { fontSize: 14, fontWeight: 600, marginTop: 18 }),
    line(texts.greeting(letter.applicantName), { marginTop: 10 }),
    line(letter.decision === 'ACCEPTED' ? texts.accepted : texts.rejected),
    h(
      View,
      { style: { marginTop: 10, padding: 10, backgroundColor: '#f3f4f6' } },
      line(texts.programme, { fontWeight: 600 }),
      line(letter.programName),
      line(texts.degree, { fontWeight: 600 }),
      line(names.degreeLevel(letter.degreeLevel)),
    ),
    block(texts.note, letter.note),
    block(texts.conditions, letter.conditions),
    line(texts.closing, { marginTop: 24 }),
    line(texts.signature(letter.university.name), { fontWeight: 600 }),
  );
}
