import { CONTACT } from '../../../lib/contact.ts';

/** A WhatsApp chat with the provider, the message typed in already (wa.me wants the number as digits only). */
export const whatsappLink = (text: string) => `https://wa.me/${CONTACT.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** An e-mail to the provider with subject and body filled in (mailto wants %20, not +, for spaces). */
export const mailtoLink = (subject: string, body?: string) => {
  const query = [`subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean).join('&');
  return `mailto:${CONTACT.email}?${query}`;
};
