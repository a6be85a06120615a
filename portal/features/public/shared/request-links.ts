import type { ContactDetails } from '#portal/lib/contact.ts';

/**
 * The consultation chat, the message typed in already: the chat link an admin set, else a
 * WhatsApp chat with the platform's number (wa.me wants the number as digits only).
 */
export const whatsappLink = (contact: ContactDetails, text: string) =>
  contact.chatUrl ?? `https://wa.me/${contact.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** An e-mail to the provider with subject and body filled in (mailto wants %20, not +, for spaces). */
export const mailtoLink = (contact: ContactDetails, subject: string, body?: string) => {
  const query = [`subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join('&');
  return `mailto:${contact.email}?${query}`;
};
