import { ADVISOR_HOURS } from '#sdk/schemas/constants';

/** The provider's static contact details (spec part 1, 2: footer and contact page; a postal address in Germany). */
export const CONTACT = {
  email: 'support@studyeurope.app',
  phone: '+49 30 2589 4410',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'Germany',
  hours: ADVISOR_HOURS,
} as const;
