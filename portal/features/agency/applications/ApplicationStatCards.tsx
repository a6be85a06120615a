import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_STAT_GROUPS, type ApplicationStats } from '#sdk/schemas/application';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';

type Group = keyof typeof APPLICATION_STAT_GROUPS;

/**
 * A card that counts several statuses has a name of its own, not one of its statuses' names, and
 * says which statuses it counts, so its figure agrees with the board's columns.
 */
const GROUP_NAMES: Record<Group, MessageDescriptor | null> = {
  draft: null,
  submitted: null,
  underReview: msg`Being reviewed by the admins or the university`,
  accepted: msg`Accepted, with offers answered`,
  rejected: msg`Rejected by the admins or the university`,
  withdrawn: null,
};

/** The applications page's figures: the total and one card per group of statuses. */
export function ApplicationStatCards({ stats }: { stats: ApplicationStats }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <StatCard label={t`Total`} value={format.number(stats.total)} />
      {(Object.keys(APPLICATION_STAT_GROUPS) as Group[]).map((group) => {
        const statuses = APPLICATION_STAT_GROUPS[group];
        const names = statuses.map((status) => i18n._(APPLICATION_STATUS_LABELS[status]));
        const own = GROUP_NAMES[group];
        return (
          <StatCard
            key={group}
            label={own ? i18n._(own) : names[0]}
            value={format.number(stats[group])}
            hint={own ? format.list(names) : undefined}
          />
        );
      })}
    </>
  );
}
