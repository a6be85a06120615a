import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { Program } from '#sdk/schemas/university';
import { useState } from 'react';
import { useFormat } from '#portal/lib/format.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { isOpen, today } from './deadlines.ts';
import * as styles from './UniversityPage.css.ts';

/** The first 10 programmes (spec part 1, 9), and all of them on request. */
export function ProgramsTab({ programs }: { programs: readonly Program[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
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
  const total = programs.length;
  const totalText = format.number(total);
  const dash = '—';
  const on = today();
  return (
    <>
      <Table
        caption={<Plural value={total} one="# program" other="# programs" />}
        rows={shown}
        rowKey={(p) => p.id}
        columns={[
          // Programme names are stored as the university writes them (often English): isolated, so "(Dr.-Ing.)" keeps its shape in Arabic.
          { key: 'name', header: t`Program`, cell: (p) => <bdi>{p.name}</bdi> },
          { key: 'category', header: t`Field`, cell: (p) => (p.category ? labels.field(p.category) : dash) },
          { key: 'level', header: t`Level`, cell: (p) => labels.level(p.level) },
          { key: 'language', header: t`Language`, cell: (p) => (p.language ? labels.language(p.language) : dash) },
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
            cell: (p) => (p.tuitionFee === null ? dash : p.tuitionFee === 0 ? t`Free` : format.euros(p.tuitionFee)),
          },
          { key: 'intake', header: t`Intake`, nowrap: true, cell: (p) => (p.intake ? labels.month(p.intake) : dash) },
          {
            key: 'deadline',
            header: t`Application deadline`,
            nowrap: true,
            cell: (p) =>
              p.applicationDeadline === null
                ? dash
                : isOpen(p.applicationDeadline, on)
                  ? format.date(p.applicationDeadline, { dateStyle: 'medium', timeZone: 'UTC' })
                  : t`Closed`,
          },
        ]}
      />
      {total > PAGE_SIZES.detailPrograms && (
        <div className={styles.more}>
          <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
            {showAll ? <Trans>Show fewer programs</Trans> : <Trans>Show all programs ({totalText})</Trans>}
          </Button>
        </div>
      )}
    </>
  );
}
