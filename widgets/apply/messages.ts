import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-apply.po';
import { messages as en } from '#locales/en/widget-apply.po';
import { dictionary } from '#widgets/shared/i18n.ts';

export const applyMessages = dictionary(
  { en, ar },
  {
    title: msg`Apply to a European university`,
    intro: msg({
      message: 'Choose a university and programme; an advisor of {agency} helps you with the application.',
    }),
    university: msg({ message: 'University', context: 'embed widget' }),
    searchUniversity: msg`Type a university or a city`,
    noUniversity: msg`No university matches`,
    programme: msg`Programme`,
    chooseProgramme: msg`Choose a programme`,
    intake: msg`Intake`,
    chooseIntake: msg`Choose when to start`,
    /** An intake's start, and when the visitor may apply (by their nationality). */
    intakeOpen: msg({ message: 'Starts {start}, apply by {deadline}' }),
    intakeOpenUntilStart: msg({ message: 'Starts {start}' }),
    intakeNotOpen: msg({ message: 'Starts {start}: {reason}' }),
    degreeLevel: msg`Degree level`,
    chooseDegree: msg`Choose a degree level`,
    yourDetails: msg`Your details`,
    nationality: msg`Nationality (optional)`,
    send: msg`Send application request`,
    sentTitle: msg`Your request has been sent`,
    sentBody: msg({ message: '{agency} will help you with your application to {university}.' }),
    continueHint: msg`Create your account to upload your documents and follow your application.`,
    continue: msg`Continue in the portal`,
  },
);
