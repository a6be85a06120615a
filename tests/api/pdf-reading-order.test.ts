import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as notifications from '#sdk/resources/notifications';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import {
  differingShare,
  type PdfLine,
  pdfLines,
  pdfRegion,
  pdfText,
  readPgm,
  seenRightToLeft as rtl,
} from '#tests/support/pdf-text.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

/** The page's text column (the pages' margin is 56 points on A4). */
const COLUMN = { x: 56, width: 595.28 - 2 * 56 };

/**
 * The Arabic title as the reference image shows it (tests/api/pdf-references/): the band of the
 * text column it is drawn in, so a title clipped, moved or set left to right differs.
 * `UPDATE_PDF_REFERENCES=1` writes the references anew, to be looked at before they are committed.
 */
function expectTitleLikeReference(pdf: Uint8Array, title: PdfLine | undefined, name: string) {
  expect(title, 'the title, whole, in its reading order').toBeDefined();
  const band = { ...COLUMN, y: title!.box.y, height: title!.box.height };
  const region = pdfRegion(pdf, band);
  const file = new URL(`./pdf-references/${name}.pgm`, import.meta.url);
  if (process.env.UPDATE_PDF_REFERENCES) writeFileSync(file, region);
  expect(existsSync(file), `${name}.pgm: write it with UPDATE_PDF_REFERENCES=1, then look at it`).toBe(true);
  expect(differingShare(readPgm(region), readPgm(readFileSync(file)))).toBeLessThan(0.005);
}

describeApi('PDFs read in order, in English and Arabic', (server) => {
  const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
  const seen = (pdf: Uint8Array) => pdfLines(pdf).map((line) => line.seen);

  it('the decision letter: an Arabic line with Latin names, dates and punctuation reads right to left', async () => {
    const university = await demoClient(server(), 'UNIVERSITY');
    const agency = await demoClient(server(), 'AGENCY');
    const { applications: found } = await decisions.list(university, { search: 'Fatima' });
    const letter = found[0];

    const english = pdfText(await bytes(await decisions.decisionLetter(university, letter.id)));
    for (const sentence of [
      'Admission decision',
      'Munich, Germany',
      'Dear Fatima Zahra,',
      'We are pleased to offer you a place in the programme below.',
      "Master's Degree",
      'Admissions office, Technical University of Munich',
    ])
      expect(english).toContain(sentence);

    // The demo applicants are the agency's students: the agency's language is theirs.
    await notifications.updateSettings(agency, { language: 'ar', emailOff: [] });
    const arabic = await bytes(await decisions.decisionLetter(university, letter.id));
    await notifications.updateSettings(agency, { language: 'en', emailOff: [] });
    const lines = seen(arabic);
    // Seen from the right: the title whole; the place with the country in Arabic and the Arabic comma.
    expect(lines).toContain(rtl('قرار القبول'));
    expect(lines).toContain(`${rtl('ألمانيا')} ،Munich`);
    // The day, the month, the year; the number after its label; the degree level in Arabic.
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4} \S+ \d{1,2}$/));
    expect(lines).toContain(`${letter.id} ${rtl('رقم الطلب')}`);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\S+ ${rtl('درجة')}$`)));
    expect(lines).not.toContain("Master's Degree");
    // The greeting first (at the right), the two names in their own order, the comma at the end.
    expect(lines).toContainEqual(expect.stringMatching(/^،Fatima Zahra \S+$/));
    // The signature: the office, then the university's name.
    expect(lines).toContain(`Technical University of Munich ،${rtl('مكتب القبول')}`);
    // The university's own words stay left to right.
    expect(lines).toContain('Congratulations! We are pleased to offer you a place for the coming intake.');
    expectTitleLikeReference(
      arabic,
      pdfLines(arabic).find((line) => line.seen === rtl('قرار القبول')),
      'decision-letter-title-ar',
    );
  });

  it('the application export: its title, place, degree and every timeline line in reading order', async () => {
    const university = (await universityProfile.retrieve(await demoClient(server(), 'UNIVERSITY'))).university;
    const { client } = await newAgency(server());
    const { student } = await students.create(client, studentForm({ firstName: 'Rana', lastName: 'Saad' }));
    const { application } = await applications.create(client, {
      studentId: student.id,
      universityId: university.id,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
      status: 'SUBMITTED',
    });
    const admin = await demoClient(server(), 'ADMIN');
    await adminApplications.take(admin, application.id);
    await adminApplications.reject(admin, application.id, {
      reason: 'OTHER',
      note: 'The places for this year are taken.',
    });

    const english = pdfText(await bytes(await applications.exportPdf(client, application.id, { lang: 'en' })));
    expect(english).toContain('Application: MSc Civil Engineering');
    expect(english).toMatch(/Technical University of Munich\s+Munich, Germany/);
    expect(english).toContain("Master's Degree");
    expect(english).toContain('Moved to ADMIN REVIEW');

    const arabic = await bytes(await applications.exportPdf(client, application.id, { lang: 'ar' }));
    const lines = seen(arabic);
    expect(lines).toContain(`MSc Civil Engineering ${rtl('طلب التقديم:')}`);
    // The university's Latin name and its place each on a line of its own: the place reads from the right.
    expect(lines).toContain('Technical University of Munich');
    expect(lines).toContain(`${rtl('ألمانيا')} ،Munich`);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\S+ ${rtl('درجة')}$`)));
    expect(lines).not.toContain("Master's Degree");
    // Written by people: the statement in its own direction, its full stop at its end.
    expect(lines).toContainEqual(expect.stringMatching(/^I want to study civil engineering/));
    expect(lines).toContain('serves a city.');
    // A timeline note too (the last step, on the second page): an English note on an Arabic page
    // keeps its full stop at its end.
    expect(pdfLines(arabic, 2).map((line) => line.seen)).toContain('The places for this year are taken.');
    // "<day> <month> <year> at <time> by <role> <name>": from the right, the date first, the actor last.
    // (pdftotext reads the morning's and the evening's letter, ص and م, only now and then.)
    const by = (role: string) => `^${role} ${rtl('بواسطة')} (\\S+ )?\\d{1,2}:\\d{2} \\S+ \\d{4} \\S+ \\d{1,2}$`;
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(by(rtl('مسؤول النظام')))));
    expect(lines.filter((line) => new RegExp(by(`Agency \\d+ ${rtl('وكالة تعليمية')}`)).test(line))).toHaveLength(2);
    expectTitleLikeReference(
      arabic,
      pdfLines(arabic).find((line) => line.seen.endsWith(rtl('طلب التقديم:'))),
      'application-title-ar',
    );
  });
});
