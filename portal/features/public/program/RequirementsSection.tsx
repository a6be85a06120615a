import { Trans, useLingui } from '@lingui/react/macro';
import type { Requirements } from '#sdk/schemas/program-parts';
import { useFormat } from '#portal/lib/format.ts';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import { useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { GRADE_SCALE_NAMES } from '#names/grade-scale.ts';
import { UK_CLASS_NAMES } from '#names/uk-class.ts';
import { PRIOR_DEGREE_LABELS } from './program-labels.ts';

/** A programme's requirements as facts (prior degree, grade, language and other tests) and its note, in the reader's language. */
export function useRequirementFacts() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const facts = useProgramFacts();
  return (requirements: Requirements) => {
    const { priorDegree, minimumGrade, english, otherLanguage, gmat, gre } = requirements;
    const score = (value: number) => format.number(value);
    const englishTests = english
      ? [
          english.ieltsOverall != null &&
            (english.ieltsMinimumBand != null
              ? t`IELTS ${score(english.ieltsOverall)} (no band below ${score(english.ieltsMinimumBand)})`
              : t`IELTS ${score(english.ieltsOverall)}`),
          english.toeflIbt != null && t`TOEFL iBT ${score(english.toeflIbt)}`,
          english.pteAcademic != null && t`PTE Academic ${score(english.pteAcademic)}`,
          english.duolingo != null && t`Duolingo ${score(english.duolingo)}`,
          english.cambridge != null && t`Cambridge English ${score(english.cambridge)}`,
        ].filter((test): test is string => Boolean(test))
      : [];
    const grade = (minimum: NonNullable<Requirements['minimumGrade']>) =>
      minimum.scale === 'UK_CLASS'
        ? i18n._(UK_CLASS_NAMES[minimum.value])
        : `${score(minimum.value)} · ${i18n._(GRADE_SCALE_NAMES[minimum.scale])}`;
    const otherLanguageName = otherLanguage ? facts.languages([otherLanguage.language]) : '';
    const note = (i18n.locale === 'ar' && requirements.noteAr) || requirements.note;
    const items = [
      {
        key: 'degree',
        term: t`Prior degree`,
        value: priorDegree ? i18n._(PRIOR_DEGREE_LABELS[priorDegree]) : undefined,
      },
      {
        key: 'grade',
        term: t`Minimum grade`,
        value: minimumGrade ? grade(minimumGrade) : undefined,
      },
      {
        key: 'english',
        term: t`English`,
        value: englishTests.length ? format.list(englishTests, 'disjunction') : undefined,
      },
      {
        key: 'other-language',
        term: otherLanguageName,
        value: otherLanguage ? t`Level ${otherLanguage.level} (CEFR)` : undefined,
      },
      { key: 'gmat', term: 'GMAT', value: gmat != null ? score(gmat) : undefined },
      { key: 'gre', term: 'GRE', value: gre != null ? score(gre) : undefined },
    ];
    return { items, note, stated: items.some((item) => item.value !== undefined) || Boolean(note) };
  };
}

/**
 * What an applicant needs: the prior degree and grade, language tests and other tests (the
 * documents each group sends are listed where one applies).
 */
export function RequirementsSection({ requirements }: { requirements: Requirements }) {
  const { items, note, stated } = useRequirementFacts()(requirements);
  return (
    <section className={shared.section} aria-labelledby="program-requirements">
      <h2 id="program-requirements" className={shared.subheading}>
        <Trans>Entry requirements</Trans>
      </h2>
      {stated ? (
        <>
          <Facts items={items} />
          {note && <p className={shared.muted}>{note}</p>}
        </>
      ) : (
        <p className={shared.muted}>
          <Trans>The university has not published its entry requirements yet.</Trans>
        </p>
      )}
    </section>
  );
}
