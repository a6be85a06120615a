import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { EnglishTest, Profile } from '#sdk/schemas/eligibility';
import { GRADE_SCALE_NAMES } from '#names/grade-scale.ts';
import { UK_CLASS_NAMES } from '#names/uk-class.ts';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS } from '#portal/lib/labels.ts';

/** The English tests by their names (brand names, written the same in both languages). */
export const ENGLISH_TEST_NAMES: Record<EnglishTest, string> = {
  IELTS: 'IELTS',
  TOEFL_IBT: 'TOEFL iBT',
  PTE: 'PTE Academic',
  DUOLINGO: 'Duolingo',
  CAMBRIDGE: 'Cambridge',
};

const PRIOR_DEGREE_NAMES: Record<string, MessageDescriptor> = {
  SECONDARY: msg`High School`,
  BACHELOR: msg`Bachelor's Degree`,
  MASTER: msg`Master's Degree`,
};

/** A checked profile as labelled facts in the reader's language (what is missing is left out). */
export function useProfileFacts() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (profile: Profile): { label: string; value: string }[] => {
    const facts: { label: string; value: string }[] = [];
    if (profile.degreeLevel) {
      const name =
        PRIOR_DEGREE_NAMES[profile.degreeLevel] ??
        EDUCATION_LEVEL_LABELS[profile.degreeLevel as keyof typeof EDUCATION_LEVEL_LABELS];
      facts.push({ label: i18n._(msg`Education level`), value: name ? i18n._(name) : profile.degreeLevel });
    }
    if (profile.grade) {
      const grade = profile.grade;
      const value =
        grade.scale === 'UK_CLASS'
          ? i18n._(UK_CLASS_NAMES[grade.value])
          : `${format.number(grade.value)} · ${i18n._(GRADE_SCALE_NAMES[grade.scale])}`;
      facts.push({ label: i18n._(msg`Grade`), value });
    }
    if (profile.english)
      facts.push({
        label: i18n._(msg`English`),
        value: `${ENGLISH_TEST_NAMES[profile.english.test]} ${format.number(profile.english.score)}`,
      });
    if (profile.nationality)
      facts.push({ label: i18n._(msg`Nationality`), value: format.country(profile.nationality) });
    if (profile.budget != null)
      facts.push({ label: i18n._(msg`Budget per year`), value: format.euros(profile.budget) });
    return facts;
  };
}
