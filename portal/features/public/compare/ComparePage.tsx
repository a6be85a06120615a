import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import type { Comparison } from '#sdk/schemas/eligibility';
import { Id } from '#sdk/schemas/common';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { api } from '#portal/lib/api.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { VerdictBadge } from '#portal/lib/eligibility/VerdictBadge.tsx';
import { ReasonsList } from '#portal/lib/eligibility/ReasonsList.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { FeeGroupSwitch, useFeeGroup } from '#portal/features/public/shared/FeeGroupSwitch.tsx';
import { nextDeadline, useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { today } from '#portal/features/public/university/deadlines.ts';
import { useRequirementFacts } from '#portal/features/public/program/RequirementsSection.tsx';
import * as styles from './ComparePage.css.ts';

type Compared = Comparison['programs'][number];

const QuoteButton = lazy(() => import('./QuoteButton.tsx'));

/** One line of the comparison: what it names, and each programme's value. */
interface Row {
  key: string;
  term: string;
  cell: (compared: Compared) => ReactNode;
}

/**
 * /compare?ids=1,2,3: up to four programmes side by side (tuition and deadlines for the viewer's
 * group, duration, languages, intakes, requirements) with the signed-in student's verdict on each,
 * or an agency's student's (`studentId`, with the agency's PDF quote); printable, shareable by its address.
 */
export default function ComparePage() {
  const { t, i18n } = useLingui();
  const { error: errorText } = useErrorText();
  const [search] = useSearchParams();
  usePageTitle(t`Compare programmes`);
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean).map(Number);
  const student = v.safeParse(Id, search.get('studentId'));
  const studentId = student.success ? student.output : undefined;
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const loaded = useLoad(
    () => (ids.length ? eligibility.compare(api, ids, lang, studentId) : Promise.resolve({ programs: [] })),
    `${search.toString()}-${lang}`,
  );
  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={shared.heading}>
          <Trans>Compare programmes</Trans>
        </h1>
        <div className={styles.buttons}>
          {studentId !== undefined && loaded.status === 'ready' && loaded.data.programs.length > 0 && (
            <Suspense fallback={null}>
              <QuoteButton studentId={studentId} ids={ids} className={styles.noPrint} />
            </Suspense>
          )}
          <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </div>
      </div>
      {loaded.status === 'loading' && <Skeleton lines={6} height="3rem" label={t`Loading the comparison…`} />}
      {loaded.status === 'failed' && (
        <ErrorState
          title={t`The comparison could not be loaded`}
          message={errorText(loaded.error)}
          onRetry={loaded.retry}
        />
      )}
      {loaded.status === 'ready' &&
        (loaded.data.programs.length ? (
          <ComparisonTable programs={loaded.data.programs} />
        ) : (
          <EmptyState
            title={t`No programmes to compare`}
            description={t`Save programmes to a shortlist, then tick two to four of them to compare.`}
            action={<Link to={paths.programs()}>{t`Find programmes`}</Link>}
          />
        ))}
    </div>
  );
}

function ComparisonTable({ programs }: { programs: readonly Compared[] }) {
  const { t, i18n } = useLingui();
  const labels = useCatalogueLabels();
  const facts = useProgramFacts();
  const requirementFacts = useRequirementFacts();
  const [chosen, setChosen] = useFeeGroup();
  // A checked profile's fee group decides; a visitor chooses theirs.
  const known = programs.find((p) => p.eligibility?.tuition)?.eligibility?.tuition?.feeGroup;
  const group = known ?? chosen;
  const on = today();
  const dash = '—';
  const verdicts = programs.some((p) => p.eligibility);
  const rows: Row[] = [
    {
      key: 'university',
      term: t`University`,
      cell: ({ program }) => (
        <Link to={paths.universityDetail(program.university.id)}>
          <bdi>{program.university.name}</bdi>
        </Link>
      ),
    },
    { key: 'level', term: t`Degree level`, cell: ({ program }) => labels.level(program.level) },
    {
      key: 'duration',
      term: t`Duration`,
      cell: ({ program }) =>
        program.durationMonths === null ? (
          dash
        ) : (
          <Plural value={program.durationMonths} one="# month" other="# months" />
        ),
    },
    {
      key: 'languages',
      term: t`Taught in`,
      cell: ({ program }) => (program.languages.length ? facts.languages(program.languages) : dash),
    },
    {
      key: 'tuition',
      term: group === 'EU' ? t`Tuition for EU/EEA students` : t`Tuition for non-EU students`,
      cell: ({ program }) => {
        const fee = program.fees.find((f) => f.feeGroup === group);
        if (!fee) return dash;
        if (fee.amount === 0) return t`Free`;
        const amount = facts.money(fee.amount, fee.currency);
        return t`${amount} per year`;
      },
    },
    {
      key: 'deadline',
      term: t`Next application deadline`,
      cell: ({ program }) => {
        const deadline = nextDeadline(program, group, on);
        return deadline ? facts.date(deadline) : t`No application deadline ahead.`;
      },
    },
    {
      key: 'intakes',
      term: t`Intakes`,
      cell: ({ program }) =>
        program.intakes.length ? (
          <ul className={styles.lines}>
            {program.intakes.map((intake) => (
              <li key={intake.id}>{facts.date(intake.startDate)}</li>
            ))}
          </ul>
        ) : (
          dash
        ),
    },
    {
      key: 'requirements',
      term: t`Entry requirements`,
      cell: ({ program }) => {
        const { items, note } = requirementFacts(program.requirements);
        const stated = items.filter((item) => item.value !== undefined);
        if (!stated.length && !note) return dash;
        return (
          <ul className={styles.lines}>
            {stated.map((item) => (
              <li key={item.key}>
                {item.term}: {item.value}
              </li>
            ))}
            {note && <li>{note}</li>}
          </ul>
        );
      },
    },
    ...(verdicts
      ? [
          {
            key: 'verdict',
            term: t`Eligibility`,
            cell: ({ eligibility: answer }: Compared) =>
              answer ? (
                <ul className={styles.lines}>
                  <li>
                    <VerdictBadge verdict={answer.verdict} />
                  </li>
                  <li>
                    <ReasonsList reasons={answer.reasons} />
                  </li>
                </ul>
              ) : (
                dash
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      {!known && (
        <div className={styles.noPrint}>
          <FeeGroupSwitch value={chosen} onChange={setChosen} />
        </div>
      )}
      <Table
        caption={t`Programmes side by side`}
        hideCaption
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { key: 'term', header: t`Programme`, cell: (row) => <strong>{row.term}</strong> },
          ...programs.map((compared) => ({
            key: String(compared.program.id),
            header: (
              <Link to={paths.program(compared.program.id)}>
                <bdi>{(i18n.locale === 'ar' && compared.program.nameAr) || compared.program.name}</bdi>
              </Link>
            ),
            cell: (row: Row) => row.cell(compared),
          })),
        ]}
      />
    </>
  );
}
