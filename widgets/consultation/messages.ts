import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-consultation.po';
import { messages as en } from '#locales/en/widget-consultation.po';
import { dictionary } from '#widgets/shared/i18n.ts';

export const consultationMessages = dictionary(
  { en, ar },
  {
    consultationTitle: msg`Schedule a free consultation`,
    informationTitle: msg`Request information`,
    about: msg({ message: 'About {university}' }),
    consultationIntro: msg`A free 30-minute call with an advisor, Monday to Friday, 9:00-18:00 CET.`,
    informationIntro: msg`Tell us what you would like to know and we will answer by e-mail.`,
    preferredDate: msg`Preferred date (optional)`,
    send: msg`Send request`,
    sentTitle: msg({ message: 'Request sent!', context: 'embed widget' }),
    sentBody: msg({ message: '{agency} will contact you soon at {email}.' }),
    another: msg`Send another request`,
    universityMissing: msg`University not found`,
  },
);
