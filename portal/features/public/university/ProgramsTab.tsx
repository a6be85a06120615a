import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { FeeGroupSwitch, useFeeGroup } from '#portal/features/public/shared/FeeGroupSwitch.tsx';
import { nextDeadline, useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import { today } from './deadlines.ts';
import * as styles from './UniversityPage.css.ts';

interface ProgramsTabProps {
  universityId: number;
  /** The university's programmes from the catalogue (at most a page of 100), by name. */
  programs: readonly CatalogueProgram[];
  /** How many programmes the university has in all. */
  total: number;
}

/**
 * The first 10 programmes (spec part 1, 9), and the rest on request, each with its next deadline
 * and its tuition for the visitor's fee group (a remembered switch), linking to its page.
 */
export function ProgramsTab({ universityId, programs, total }: ProgramsTabProps) {
  const { t } = useLingui();
  const labels = useCatalogueLabels();
  const facts = useProgramFacts();
  const format = useFormat();
  const [group, setGroup] = useFeeGroup();
  const [showAll, setShowAll] = useState(false);
  if (programs.length === 0) {
    return (
      <EmptyState
        title={<Trans>No programs listed yet</Trans>}
        description={<Trans>Ask us about this university's programmes: we will find out for you.</Trans>}
      />
    );
  }
  const shown = showAll ? programs : programs.slice(0, PAGE_SIZES.detailPrograms);
  const dash = '—';
  const on = today();
  const totalText = format.number(programs.length);
  return (
    <>
      <FeeGroupSwitch value={group} onChange={setGroup} />
      <Table
        caption={<Plural value={total} one="# program" other="# programs" />}
        rows={shown}
        rowKey={(p) => p.id}
        columns={[
          {
            key: 'name',
            header: t`Program`,
            // Names are stored as the university writes them (often English): isolated, so "(Dr.-Ing.)" keeps its shape in Arabic.
            cell: (p) => (
              <Link to={paths.program(p.id)}>
                <bdi>{facts.name(p)}</bdi>
              </Link>
            ),
          },
          { key: 'field', header: t`Field`, cell: (p) => facts.field(p) ?? dash },
          { key: 'level', header: t`Level`, cell: (p) => labels.level(p.level) },
          {
            key: 'language',
            header: t`Language`,
            cell: (p) => (p.languages.length ? facts.languages(p.languages) : dash),
          },
          {
            key: 'duration',
            header: t`Duration`,
            nowrap: true,
            cell: (p) =>
              p.durationMonths === null ? dash : <Plural value={p.durationMonths} one="# month" other="# months" />,
          },
          {
            key: 'tuition',
            header: t`Tuition per year`,
            nowrap: true,
            cell: (p) => {
              const fee = p.fees.find((f) => f.feeGroup === group);
              return !fee ? dash : fee.amount === 0 ? t`Free` : facts.money(fee.amount, fee.currency);
            },
          },
          {
            key: 'deadline',
            header: t`Next deadline`,
            nowrap: true,
            cell: (p) => {
              const deadline = nextDeadline(p, group, on);
              return deadline ? facts.date(deadline) : dash;
            },
          },
        ]}
      />
      <div className={styles.more}>
        {programs.length > PAGE_SIZES.detailPrograms && (
          <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
            {showAll ? <Trans>Show fewer programs</Trans> : <Trans>Show all programs ({totalText})</Trans>}
          </Button>
        )}
        {total > programs.length && (
          <Link to={paths.programs({ universityId })}>
            <Plural
              value={total}
              one="Search this university's programme"
              other="Search all # programmes of this university"
            />
          </Link>
        )}
      </div>
    </>
  );
}
