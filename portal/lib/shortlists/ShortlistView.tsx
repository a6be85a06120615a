import { Trans, useLingui } from '@lingui/react/macro';
import type { ShortlistItem } from '#sdk/schemas/shortlist';
import { useState } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { ProgrammeRow } from '#portal/lib/programs/ProgrammeRow.tsx';
import { programmeName } from '#portal/lib/pickers/ProgrammePicker.tsx';
import * as styles from '#portal/ui/rows.css.ts';
import type { ShortlistSource } from './shortlist-source.ts';

/** The most programmes the comparison shows side by side (GET /programs/compare). */
const COMPARED = 4;

/**
 * A shortlist: each saved programme with its university, place and chosen intake, who saved it,
 * a way to remove it and (for the student) to apply; up to four ticked go to the comparison.
 */
export function ShortlistView({ source, viewer }: { source: ShortlistSource; viewer: 'STUDENT' | 'AGENCY' }) {
  const { t } = useLingui();
  const { error: errorText } = useErrorText();
  const [version, setVersion] = useState(0);
  const loaded = useLoad(source.load, `${source.key}-${version}`);
  const [ticked, setTicked] = useState<number[]>([]);
  const removing = useAction<number>();
  const remove = (programId: number) =>
    removing.run(() => source.remove(programId), {
      kind: programId,
      done: t`Removed from the shortlist`,
      failed: t`Unable to remove it from the shortlist`,
      onDone: () => {
        setTicked((ids) => ids.filter((id) => id !== programId));
        setVersion((n) => n + 1);
      },
    });
  const tick = (programId: number) => (checked: boolean) =>
    setTicked((ids) => (checked ? [...ids, programId] : ids.filter((id) => id !== programId)));

  if (loaded.status === 'loading') return <Skeleton lines={3} height="4rem" label={t`Loading the shortlist…`} />;
  if (loaded.status === 'failed')
    return (
      <ErrorState title={t`Unable to load the shortlist`} message={errorText(loaded.error)} onRetry={loaded.retry} />
    );
  const { items } = loaded.data;
  if (!items.length)
    return (
      <EmptyState
        title={t`The shortlist is empty`}
        description={t`Save programmes from the programme pages or the matching programmes to compare them here.`}
        action={
          <ButtonLink to={paths.programs()} variant="secondary">
            <Trans>Find programmes</Trans>
          </ButtonLink>
        }
      />
    );
  return (
    <div className={styles.list}>
      <div className={styles.actions}>
        <ButtonLink
          to={paths.compare(ticked, source.studentId)}
          aria-disabled={ticked.length < 2 || undefined}
          onClick={(event) => ticked.length < 2 && event.preventDefault()}
        >
          <Trans>Compare selected ({ticked.length})</Trans>
        </ButtonLink>
        <p className={styles.muted}>
          <Trans>Tick two to four programmes to compare them side by side.</Trans>
        </p>
      </div>
      <ul className={styles.list} aria-label={t`Shortlist`}>
        {items.map((item) => (
          <ShortlistRow
            key={item.program.id}
            item={item}
            viewer={viewer}
            ticked={ticked.includes(item.program.id)}
            canTick={ticked.length < COMPARED}
            onTick={tick(item.program.id)}
            removing={removing.pending === item.program.id}
            onRemove={() => remove(item.program.id)}
          />
        ))}
      </ul>
    </div>
  );
}

function ShortlistRow({
  item,
  viewer,
  ticked,
  canTick,
  onTick,
  removing,
  onRemove,
}: {
  item: ShortlistItem;
  viewer: 'STUDENT' | 'AGENCY';
  ticked: boolean;
  canTick: boolean;
  onTick: (checked: boolean) => void;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { program, intake, addedBy } = item;
  const name = programmeName(program, i18n.locale);
  const start = intake && format.date(intake.startDate, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ProgrammeRow
      program={program}
      actions={
        <>
          {viewer === 'STUDENT' && addedBy === 'AGENCY' && <Badge tone="brand">{t`Saved by your agency`}</Badge>}
          <Checkbox
            label={t`Compare`}
            checked={ticked}
            disabled={!ticked && !canTick}
            onChange={onTick}
            aria-label={t`Compare ${name}`}
          />
          {viewer === 'STUDENT' && (
            <ButtonLink to={paths.student.apply(program.university.id)} size="sm" variant="secondary">
              <Trans>Apply</Trans>
            </ButtonLink>
          )}
          <Button size="sm" variant="ghost" loading={removing} onClick={onRemove} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
        </>
      }
    >
      {start && <p className={styles.muted}>{t`Intake starting ${start}`}</p>}
    </ProgrammeRow>
  );
}
