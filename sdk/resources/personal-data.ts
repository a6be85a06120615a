import type { Client } from '#sdk/client';
import type { DataExportQueued, ErasureConfirmPayload, PrivacySettings } from '#sdk/schemas/personal-data';

/** A student asks for their own data (GDPR art. 15, 20): a ZIP whose link is e-mailed, valid 24 hours. */
export function exportMyData(client: Client): Promise<DataExportQueued> {
  return client.request('POST', '/me/export');
}

/** An agency asks for one of its students' data; the link is e-mailed to the agency. */
export function exportStudentData(client: Client, studentId: number): Promise<DataExportQueued> {
  return client.request('POST', `/students/${studentId}/export`);
}

/** An admin asks for any student's data; the link is e-mailed to the admin. */
export function exportStudentDataAsAdmin(client: Client, studentId: number): Promise<DataExportQueued> {
  return client.request('POST', `/admin/students/${studentId}/export`);
}

/** A student asks to erase their account (GDPR art. 17); a confirmation link is e-mailed to them. */
export function eraseMe(client: Client): Promise<{ success: true }> {
  return client.request('POST', '/me/erase');
}

/** Confirms an erasure with the e-mailed link's token: the account and its personal data and files are erased. */
export function confirmErasure(client: Client, payload: ErasureConfirmPayload): Promise<{ success: true }> {
  return client.request('POST', '/me/erase/confirm', { body: payload });
}

/** An agency erases one of its students (audited). */
export function eraseStudent(client: Client, studentId: number): Promise<{ success: true }> {
  return client.request('POST', `/students/${studentId}/erase`);
}

/** An admin erases any student (audited). */
export function eraseStudentAsAdmin(client: Client, studentId: number): Promise<{ success: true }> {
  return client.request('POST', `/admin/students/${studentId}/erase`);
}

/** How long leads are kept (admins). */
export function privacySettings(client: Client): Promise<{ privacy: PrivacySettings }> {
  return client.request('GET', '/admin/settings/privacy');
}

/** Sets how long leads are kept; older leads are erased at once, then every hour (admins; audited). */
export function updatePrivacySettings(client: Client, payload: PrivacySettings): Promise<{ privacy: PrivacySettings }> {
  return client.request('PUT', '/admin/settings/privacy', { body: payload });
}
