import type { PersonalDataRows } from './personal-data.repository.ts';

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row's columns under the API's camelCase names, JSON lists read back. */
function columns(row: Record<string, unknown>, omit: string[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([name]) => !omit.includes(name))
      .map(([name, value]) => [
        camel(name),
        typeof value === 'string' && /^\[.*\]$/s.test(value) ? readJson(value) : value,
      ]),
  );
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Where a document's file lies inside the ZIP: its id and its name, with nothing that could make a folder. */
export const documentPath = (document: { id: number; file_name: string }) =>
  `documents/${document.id}-${document.file_name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 120)}`;

/** The export's `data.json`: the person's data under the API's names; other people by their role only. */
export function presentPersonalData(rows: PersonalDataRows, exportedAt: string) {
  const { student, account } = rows;
  return {
    exportedAt,
    profile: columns(student, ['id', 'user_id', 'agency_id']),
    account: account
      ? {
          email: account.email,
          language: account.language,
          createdAt: account.created_at,
          lastLogin: account.last_login,
        }
      : null,
    applications: rows.applications.map((application) => ({
      id: application.id,
      university: application.university,
      country: application.country,
      programName: application.program_name,
      degreeLevel: application.degree_level,
      status: application.status,
      personalStatement: application.personal_statement,
      motivationLetter: application.motivation_letter,
      decisionConditions: application.decision_conditions,
      createdAt: application.created_at,
      submittedAt: application.submitted_at,
      decidedAt: application.decided_at,
      timeline: rows.events
        .filter((event) => event.application_id === application.id)
        .map((event) => ({
          from: event.from_status,
          to: event.to_status,
          by: event.user_type,
          note: event.note,
          at: event.created_at,
        })),
      messages: rows.messages
        .filter((message) => message.application_id === application.id)
        .map((message) => ({
          from: student.user_id !== null && message.author_user_id === student.user_id ? 'YOU' : message.user_type,
          body: message.body,
          at: message.created_at,
          attachments: rows.attachments.filter((file) => file.message_id === message.id).map((file) => file.file_name),
        })),
    })),
    notifications: rows.notifications.map((notification) => ({
      kind: notification.kind,
      applicationId: notification.application_id,
      params: readJson(notification.params),
      at: notification.created_at,
      readAt: notification.read_at,
    })),
    documents: rows.documents.map((document) => ({
      id: document.id,
      type: document.document_type,
      fileName: document.file_name,
      mimeType: document.mime_type,
      size: document.file_size,
      description: document.description,
      verified: Boolean(document.is_verified),
      uploadedAt: document.uploaded_at,
      file: documentPath(document),
    })),
    shortlist: rows.shortlist.map((item) => ({
      programId: item.program_id,
      programName: item.program,
      university: item.university,
      intakeStartDate: item.intake_start_date,
      addedBy: item.added_by,
      savedAt: item.created_at,
    })),
  };
}

export type PersonalData = ReturnType<typeof presentPersonalData>;
