import type { Client } from '#sdk/client';
import type { ContactSettings, ContactSettingsInput, EmailSettings } from '#sdk/schemas/settings';

/** The platform's public contact details. */
export function contact(client: Client): Promise<{ contact: ContactSettings }> {
  return client.request('GET', '/settings/contact');
}

/** Changes the public contact details (admins). */
export function updateContact(client: Client, payload: ContactSettingsInput): Promise<{ contact: ContactSettings }> {
  return client.request('PUT', '/admin/settings/contact', { body: payload });
}

/** The e-mail sender (admins). */
export function email(client: Client): Promise<{ email: EmailSettings }> {
  return client.request('GET', '/admin/settings/email');
}

/** Changes the e-mail sender (admins). */
export function updateEmail(client: Client, payload: EmailSettings): Promise<{ email: EmailSettings }> {
  return client.request('PUT', '/admin/settings/email', { body: payload });
}
