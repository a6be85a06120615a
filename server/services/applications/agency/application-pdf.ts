import { createElement as h } from 'react';
import { View } from '@react-pdf/renderer';
import type { ApplicationDetail, ApplicationEvent } from '#sdk/schemas/application';
import { type PdfLanguage, pdfBlocks, renderPdf } from '#server/services/pdf/pdf.ts';
import { catalogueNames } from '#server/services/i18n/catalogue-names.ts';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { pdfTexts } from './application-pdf-texts.ts';

/**
 * GET /applications/{id}/export.pdf: the application on paper, in the reader's language — its
 * student, university, programme, status, statement and every step of its timeline.
 */
export function renderApplicationPdf(application: ApplicationDetail, language: PdfLanguage): Promise<Buffer> {
  const i18n = textsIn(language);
  const texts = pdfTexts(i18n);
  const names = catalogueNames(i18n);
  const { line, paragraphs, block, date, number } = pdfBlocks(language);
  const student =
    [application.student.firstName, application.student.lastName].filter(Boolean).join(' ') ||
    (application.student.email ?? '');
  /** A term and its value; a value of several lines gives each its own direction (a Latin name, an Arabic place). */
  const fact = (term: string, value: string | string[] | null) =>
    value &&
    h(
      View,
      { key: term, style: { marginBottom: 2 } },
      line(term, { fontWeight: 600, marginBottom: 0 }),
      ...[value].flat().map((text, i, all) => line(text, i < all.length - 1 ? { marginBottom: 0 } : undefined)),
    );
  const step = (event: ApplicationEvent) => {
    const status = texts.statusName(event.toStatus);
    const what =
      event.kind === 'STATUS'
        ? event.fromStatus === null
          ? texts.createdAs(status)
          : texts.movedTo(status)
        : texts.kinds[event.kind];
    const reason = event.kind === 'STATUS' ? texts.reason(event.reason) : null;
    const actor = event.actor;
    const who = actor && [texts.role(actor.userType), actor.name].filter(Boolean).join(' ');
    return h(
      View,
      { key: event.id, style: { marginBottom: 6 }, wrap: false },
      line(what, { fontWeight: 600, marginBottom: 0 }),
      line(who ? `${date(event.createdAt, true)} ${texts.by(who)}` : date(event.createdAt, true), {
        color: '#555555',
        marginBottom: 0,
      }),
      reason ? line(reason, { marginBottom: 0 }) : null,
      // A note is written by people: each paragraph in its own direction, its full stop at its end.
      ...(event.note ? paragraphs(event.note) : []),
    );
  };

  return renderPdf(
    { title: `${texts.title} – ${student} – ${application.programName}`, language },
    line(`${texts.title}: ${application.programName}`, { fontSize: 16, fontWeight: 600 }),
    line(texts.reference(number(application.id)), { color: '#555555' }),
    line(texts.printed(date(new Date().toISOString())), { color: '#555555' }),
    h(
      View,
      { style: { marginTop: 14, padding: 10, backgroundColor: '#f3f4f6' } },
      fact(texts.student, student),
      fact(texts.email, application.student.email),
      fact(texts.university, [application.university.name, names.place(application.university)]),
      fact(texts.programme, application.programName),
      fact(texts.degree, names.degreeLevel(application.degreeLevel)),
      fact(texts.status, texts.statusName(application.status)),
      fact(texts.created, date(application.createdAt)),
      fact(texts.submitted, application.submittedAt && date(application.submittedAt)),
      fact(texts.decided, application.decidedAt && date(application.decidedAt)),
    ),
    block(texts.statement, application.personalStatement),
    block(texts.universityNotes, application.universityNotes),
    line(texts.timeline, { fontSize: 13, fontWeight: 600, marginTop: 18 }),
    ...application.events.map(step),
  );
}
