import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '#portal/paths.ts';

export interface Suggestion {
  to: string;
  label: MessageDescriptor;
}

/** Suggestions per word found in a bad path (spec part 2, 2: student, university, agency). */
const BY_WORD: Record<'student' | 'university' | 'agency', Suggestion[]> = {
  student: [
    { to: paths.student.dashboard, label: msg`Student dashboard` },
    { to: paths.student.applications, label: msg`My applications` },
    { to: paths.student.documents, label: msg`My documents` },
    { to: paths.student.profile, label: msg`My profile` },
  ],
  university: [
    { to: paths.universities(), label: msg`Browse universities` },
    { to: paths.university.dashboard, label: msg`University dashboard` },
    { to: paths.countries, label: msg`Study destinations` },
  ],
  agency: [
    { to: paths.agency.dashboard, label: msg`Agency dashboard` },
    { to: paths.agency.students, label: msg`Students` },
    { to: paths.agency.applications, label: msg`Applications` },
  ],
};

/** Up to 4 suggestions for the words in the path, in the order the words appear there. */
export function suggestionsFor(pathname: string): Suggestion[] {
  const path = pathname.toLowerCase();
  const words = (Object.keys(BY_WORD) as (keyof typeof BY_WORD)[])
    .filter((word) => path.includes(word))
    .sort((a, b) => path.indexOf(a) - path.indexOf(b));
  const unique = new Map(words.flatMap((word) => BY_WORD[word]).map((s) => [s.to, s]));
  return [...unique.values()].slice(0, 4);
}
