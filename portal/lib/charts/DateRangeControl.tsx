/**
 * The analytics date range: a choice of the last 7, 30 or 90 days, this intake (date-range.ts), or a
 * custom from/to (two date inputs, applied as soon as both are valid, `from` is not after `to` and
 * the range is at most the API's 731 days). Controlled:
 *
 *   const [range, setRange] = useState(() => lastDays(30));
 *   <DateRangeControl value={range} onChange={setRange} />
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './charts.css.ts';
import { type DateRange, presetOf, presetRange, RANGE_PRESETS, rangeProblem } from './date-range.ts';

const CUSTOM = 'custom';

export function DateRangeControl({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<string>(() => String(presetOf(value) ?? CUSTOM));
  const [draft, setDraft] = useState(value);
  const problem = rangeProblem(draft);
  const lastDaysLabel = (days: number) => plural(days, { one: 'Last # day', other: 'Last # days' });
  const choose = (next: string) => {
    setChoice(next);
    const preset = RANGE_PRESETS.find((known) => String(known) === next);
    if (preset === undefined) setDraft(value);
    else onChange(presetRange(preset));
  };
  const edit = (change: Partial<DateRange>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (next.from && next.to && !rangeProblem(next)) onChange(next);
  };
  return (
    <fieldset className={styles.rangeControl}>
      <legend className={styles.legend}>{t`Date range`}</legend>
      <Select
        label={t`Period`}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        options={[
          ...RANGE_PRESETS.map((preset) => ({
            value: String(preset),
            label: preset === 'intake' ? t`This intake` : lastDaysLabel(preset),
          })),
          { value: CUSTOM, label: t`Custom dates` },
        ]}
      />
      {choice === CUSTOM && (
        <>
          <TextField
            label={t`From`}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => edit({ from: event.target.value })}
          />
          <TextField
            label={t`To`}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => edit({ to: event.target.value })}
            error={
              problem === 'order'
                ? t`The end date must be on or after the start date`
                : problem === 'length'
                  ? t`The range can be at most 731 days`
                  : undefined
            }
          />
        </>
      )}
    </fieldset>
  );
}
