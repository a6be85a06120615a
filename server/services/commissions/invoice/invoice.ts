import { createElement as h } from 'react';
import { Image, View } from '@react-pdf/renderer';
import type { Claim, PayableAfter } from '#sdk/schemas/commission';
import { type PdfLanguage, pdfBlocks, renderPdf } from '#server/services/pdf/pdf.ts';
import { catalogueNames } from '#server/services/i18n/catalogue-names.ts';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { invoiceTexts } from './invoice-texts.ts';

export interface Invoice {
  claim: Claim;
  agency: {
    name: string;
    city: string | null;
    country: string;
    phone: string | null;
    website: string | null;
    email: string;
    /** A PNG or JPEG as a data URL (the PDF's images). */
    logo: string | null;
  };
  university: { name: string; city: string; country: string };
  payableAfter: PayableAfter;
}

/** A raised claim as the agency's invoice to the university, in English or Arabic. */
export function renderInvoice(invoice: Invoice, language: PdfLanguage): Promise<Buffer> {
  const i18n = textsIn(language);
  const texts = invoiceTexts(i18n);
  const names = catalogueNames(i18n);
  const { line, date, number, money: inCurrency, percent } = pdfBlocks(language);
  const { claim, agency, university } = invoice;
  const money = (amount: number) => inCurrency(amount, claim.currency);
  const row = (label: string, value: string) =>
    h(View, { style: { marginBottom: 4 } }, line(label, { fontWeight: 600, marginBottom: 0 }), line(value));
  const agencyPlace = agency.city
    ? names.place({ city: agency.city, country: agency.country })
    : names.country(agency.country);
  const rate = claim.basis === 'PERCENTAGE' ? texts.rate(percent(claim.rate)) : texts.fixed;
  return renderPdf(
    { title: `${texts.title} ${claim.invoiceNumber ?? ''} – ${agency.name}`, language },
    agency.logo &&
      h(Image, { src: agency.logo, style: { width: 96, height: 48, objectFit: 'contain', marginBottom: 8 } }),
    line(agency.name, { fontSize: 16, fontWeight: 600 }),
    line(agencyPlace, { color: '#555555' }),
    ...[agency.email, agency.phone, agency.website].flatMap((detail) =>
      detail ? [line(detail, { color: '#555555' })] : [],
    ),
    line(texts.title, { fontSize: 14, fontWeight: 600, marginTop: 18 }),
    line(texts.number(claim.invoiceNumber ?? number(claim.id))),
    line(texts.issued(date(claim.raisedAt ?? claim.createdAt))),
    line(texts.billTo, { fontWeight: 600, marginTop: 14 }),
    line(university.name),
    line(names.place(university), { color: '#555555' }),
    h(
      View,
      { style: { marginTop: 14, padding: 10, backgroundColor: '#f3f4f6' } },
      row(texts.student, claim.studentName),
      row(texts.programme, claim.programName),
      row(texts.degree, names.degreeLevel(claim.degreeLevel)),
      claim.intakeStartDate && row(texts.intake, date(claim.intakeStartDate)),
      claim.tuitionAmount !== null && row(texts.tuition, money(claim.tuitionAmount)),
      line(rate),
    ),
    line(texts.due, { fontSize: 14, fontWeight: 600, marginTop: 18, marginBottom: 0 }),
    line(money(claim.amount), { fontSize: 14, fontWeight: 600 }),
    line(texts.payableAfter[invoice.payableAfter], { marginTop: 10, color: '#555555' }),
  );
}
