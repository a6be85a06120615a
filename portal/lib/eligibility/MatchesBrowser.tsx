import { useLingui } from '@lingui/react/macro';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { type Matches, type MatchesQuery, VERDICTS } from '#sdk/schemas/eligibility';
import { useState } from 'react';
import { VERDICT_NAMES } from '#names/verdict.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { AGENCY_DEGREE_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { SaveButton } from '#portal/lib/shortlists/SaveButton.tsx';
import type { ShortlistSource } from '#portal/lib/shortlists/shortlist-source.ts';
import { useSavedProgrammes } from '#portal/lib/shortlists/use-saved-programmes.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from './eligibility.css.ts';
import { MatchList } from './MatchList.tsx';
import { useMissingText } from './missing-text.ts';

type Filters = Pick<MatchesQuery, 'level' | 'country' | 'verdict'>;

/**
 * Matching programmes with filters (level, country, verdict), loaded by `load` in the reader's
 * language. `limit` caps the list; `filtered` shows the filters; `shortlist`: each can be saved to it.
 */
export function MatchesBrowser({
  load,
  label,
  limit = 20,
  filtered = true,
  shortlist,
}: {
  load: (query: MatchesQuery) => Promise<Matches>;
  label: string;
  limit?: number;
  filtered?: boolean;
  shortlist?: ShortlistSource;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorText } = useErrorText();
  const missingText = useMissingText();
  const shortlisted = useSavedProgrammes(shortlist ?? null);
  const { saved } = shortlisted;
  const [filters, setFilters] = useState<Filters>({});
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const query: MatchesQuery = { ...filters, lang, limit };
  const loaded = useLoad(() => load(query), JSON.stringify(query));
  const choose = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value || undefined }));

  return (
    <div className={styles.list}>
      {filtered && (
        <div className={styles.filters}>
          <Select
            label={t`Degree level`}
            placeholder={t`All levels`}
            value={filters.level ?? ''}
            onChange={choose('level')}
            options={AGENCY_DEGREE_LEVELS.map((level) => ({
              value: level,
              label: i18n._(AGENCY_DEGREE_LEVEL_LABELS[level]),
            }))}
          />
          <Select
            label={t`Country`}
            placeholder={t`All countries`}
            value={filters.country ?? ''}
            onChange={choose('country')}
            options={europeanCountryOptions(format, i18n.locale)}
          />
          <Select
            label={t`Verdict`}
            placeholder={t`Eligible, conditional or unknown`}
            value={filters.verdict ?? ''}
            onChange={choose('verdict')}
            options={VERDICTS.map((verdict) => ({ value: verdict, label: i18n._(VERDICT_NAMES[verdict]) }))}
          />
        </div>
      )}
      {loaded.status === 'loading' && <Skeleton lines={4} height="4rem" label={t`Loading matching programmes…`} />}
      {loaded.status === 'failed' && (
        <ErrorState
          title={t`Unable to load matching programmes`}
          message={errorText(loaded.error)}
          onRetry={loaded.retry}
        />
      )}
      {loaded.status === 'ready' && (
        <>
          {loaded.data.missing.length > 0 && <MissingNote fields={missingText(loaded.data.missing)} />}
          {loaded.data.matches.length ? (
            <MatchList
              matches={loaded.data.matches}
              label={label}
              action={
                saved
                  ? (program) => (
                      <SaveButton
                        saved={saved.has(program.id)}
                        busy={shortlisted.pending === program.id}
                        onToggle={() => shortlisted.toggle(program.id)}
                      />
                    )
                  : undefined
              }
            />
          ) : (
            <EmptyState
              title={t`No matching programmes`}
              description={t`Try other filters, or complete the profile's grades, English score and nationality.`}
            />
          )}
        </>
      )}
    </div>
  );
}

function MissingNote({ fields }: { fields: string }) {
  const { t } = useLingui();
  return <p className={styles.muted}>{t`Add ${fields} to the profile for surer answers.`}</p>;
}
