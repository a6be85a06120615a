import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType, UserType } from '#sdk/schemas/enums';
import { APPLICATION_STATUS_NAMES } from '#names/application-status.ts';
import { DOCUMENT_TYPE_NAMES } from '#names/document-type.ts';
import { USER_TYPE_NAMES } from '#names/user-type.ts';
import { type TextLanguage, textsIn } from '#server/services/i18n/texts-in.ts';
import { escapeMarkup } from '#server/utils/escape-markup.ts';
import type { PersonalData } from './personal-data.presenter.ts';

/** The profile's fields the summary shows; data.json has every one. */
const PROFILE_FIELDS: [string, MessageDescriptor][] = [
  ['email', msg`E-mail`],
  ['dateOfBirth', msg`Date of birth`],
  ['nationality', msg`Nationality`],
  ['passportNumber', msg`Passport number`],
  ['phone', msg`Phone`],
  ['address', msg`Address`],
  ['currentEducationLevel', msg`Education level`],
  ['institutionName', msg`Institution`],
  ['graduationYear', msg`Graduation year`],
  ['gpa', msg`GPA`],
  ['englishProficiency', msg`English proficiency`],
  ['personalStatement', msg`Personal statement`],
];

const text = (value: unknown) => escapeMarkup(value === null || value === undefined ? '—' : String(value));
const day = (iso: string | null) => text(iso ? iso.slice(0, 10) : null);

function section(title: string, body: string) {
  return `<section><h2>${escapeMarkup(title)}</h2>\n${body}\n</section>`;
}

function rows(cells: [string, unknown][]) {
  return `<table>${cells.map(([label, value]) => `<tr><th scope="row">${escapeMarkup(label)}</th><td>${text(value)}</td></tr>`).join('')}</table>`;
}

const party = (i18n: I18n, role: string | null) =>
  role === 'YOU' ? i18n._(msg`You`) : role ? i18n._(USER_TYPE_NAMES[role as UserType]) : i18n._(msg`The platform`);

function applicationsPart(i18n: I18n, data: PersonalData) {
  if (!data.applications.length) return `<p>${escapeMarkup(i18n._(msg`No applications.`))}</p>`;
  return data.applications
    .map((application) => {
      const timeline = application.timeline
        .map(
          (event) =>
            `<li>${day(event.at)}: ${text(i18n._(APPLICATION_STATUS_NAMES[event.to]))} (${text(party(i18n, event.by))})${event.note ? ` — ${text(event.note)}` : ''}</li>`,
        )
        .join('');
      const messages = application.messages
        .map((message) => `<li>${day(message.at)}, ${text(party(i18n, message.from))}: ${text(message.body)}</li>`)
        .join('');
      return `<article><h3>${text(application.university)}: ${text(application.programName)}</h3>
${rows([
  [i18n._(msg`Status`), i18n._(APPLICATION_STATUS_NAMES[application.status])],
  [i18n._(msg`Degree level`), application.degreeLevel],
  [i18n._(msg`Created`), application.createdAt.slice(0, 10)],
])}
<h4>${escapeMarkup(i18n._(msg`Timeline`))}</h4><ul>${timeline}</ul>
<h4>${escapeMarkup(i18n._(msg`Messages`))}</h4>${messages ? `<ul>${messages}</ul>` : `<p>${escapeMarkup(i18n._(msg`No messages.`))}</p>`}
</article>`;
    })
    .join('\n');
}

function documentsPart(i18n: I18n, data: PersonalData) {
  if (!data.documents.length) return `<p>${escapeMarkup(i18n._(msg`No documents.`))}</p>`;
  return `<ul>${data.documents
    .map(
      (document) =>
        `<li><a href="${escapeMarkup(encodeURI(document.file))}">${text(document.fileName)}</a> (${text(i18n._(DOCUMENT_TYPE_NAMES[document.type as DocumentType]))}, ${day(document.uploadedAt)})</li>`,
    )
    .join('')}</ul>`;
}

function shortlistPart(i18n: I18n, data: PersonalData) {
  if (!data.shortlist.length) return `<p>${escapeMarkup(i18n._(msg`No programmes saved.`))}</p>`;
  return `<ul>${data.shortlist
    .map((item) => `<li>${text(item.programName)}, ${text(item.university)} (${day(item.savedAt)})</li>`)
    .join('')}</ul>`;
}

/** The export's `summary.html`: the person's data to read, in their language, right to left in Arabic. */
export function exportSummary(data: PersonalData, language: TextLanguage): string {
  const i18n = textsIn(language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const profile = data.profile as Record<string, unknown>;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const title = i18n._(msg`Your data on Study in Europe`);
  const count = data.notifications.length;
  const date = data.exportedAt.slice(0, 10);
  const notifications = count
    ? `<p>${escapeMarkup(i18n._(msg`${count} notifications, listed in data.json.`))}</p>`
    : `<p>${escapeMarkup(i18n._(msg`No notifications.`))}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeMarkup(title)}</title>
<style>body{font-family:Arial,'Segoe UI',Tahoma,sans-serif;color:#0f172a;line-height:1.5;margin:0 auto;max-width:60rem;padding:1.5rem}th{text-align:start;padding-inline-end:1rem;vertical-align:top}table{border-collapse:collapse;margin-block:.5rem}</style>
</head>
<body>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(i18n._(msg`Exported on ${date}. The complete record is in data.json, the documents' files in the documents folder.`))}</p>
${section(i18n._(msg`Profile`), rows([[i18n._(msg`Name`), name || null], ...PROFILE_FIELDS.map(([field, label]): [string, unknown] => [i18n._(label), profile[field]])]))}
${section(i18n._(msg`Applications`), applicationsPart(i18n, data))}
${section(i18n._(msg`Documents`), documentsPart(i18n, data))}
${section(i18n._(msg`Shortlist`), shortlistPart(i18n, data))}
${section(i18n._(msg`Notifications`), notifications)}
</body>
</html>
`;
}
