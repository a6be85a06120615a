import { useEffect, useState } from 'react';
import * as settings from '#sdk/resources/settings';
import { ADVISOR_HOURS } from '#sdk/schemas/constants';
import { type ContactSettings, DEFAULT_CONTACT } from '#sdk/schemas/settings';
import { api } from './api.ts';

/** The contact details as the pages show them: the stored settings, with the advisors' hours grouped. */
export interface ContactDetails {
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  hours: { days: string; from: string; to: string; timeZone: string; consultationMinutes: number };
  chatUrl: string | null;
}

const details = (contact: ContactSettings): ContactDetails => ({
  email: contact.email,
  phone: contact.phone,
  street: contact.street,
  postalCode: contact.postalCode,
  city: contact.city,
  country: contact.country,
  hours: { ...ADVISOR_HOURS, from: contact.hoursFrom, to: contact.hoursTo },
  chatUrl: contact.chatUrl ?? null,
});

let loaded: ContactDetails | undefined;
let loading: Promise<ContactDetails> | undefined;

const load = () =>
  (loading ??= settings.contact(api).then(
    ({ contact }) => (loaded = details(contact)),
    (error) => {
      loading = undefined;
      throw error;
    },
  ));

/** Forgets the loaded details, after an admin changed them. */
export function forgetContact() {
  loaded = undefined;
  loading = undefined;
}

/**
 * The platform's contact details, as admins set them. The first render shows the
 * defaults (as the server-rendered page does), then the stored details once loaded.
 */
export function useContact(): ContactDetails {
  const [contact, setContact] = useState(loaded ?? details(DEFAULT_CONTACT));
  useEffect(() => {
    let current = true;
    load().then(
      (found) => current && setContact(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return contact;
}
