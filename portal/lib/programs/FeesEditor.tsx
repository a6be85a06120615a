import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, FEE_GROUPS } from '#sdk/schemas/program-parts';
import { FEE_COLUMN } from '#sdk/schemas/program-sheet';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import type { DraftForm } from './program-draft.ts';
import { FEE_GROUP_LABELS } from './program-labels.ts';
import * as styles from './programs.css.ts';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** An amount and its currency (ISO 4217), side by side. */
function Amount({ form, column, label }: { form: DraftForm; column: string; label: string }) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={label} type="number" min={0} step="any" {...form.field(column)} />
      <Select
        label={t`Currency of ${label}`}
        placeholder={t`Currency`}
        options={CURRENCY_OPTIONS}
        {...form.field(`${column}Currency`)}
      />
    </>
  );
}

/** Tuition per year for each fee group in its own currency, the application fee and the deposit. */
export function FeesEditor({ form }: { form: DraftForm }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={styles.stack}>
      <legend className={styles.heading}>{t`Fees`}</legend>
      <div className={styles.toolbar}>
        {FEE_GROUPS.map((group) => (
          <Amount key={group} form={form} column={FEE_COLUMN[group]} label={i18n._(FEE_GROUP_LABELS[group])} />
        ))}
        <Amount form={form} column="applicationFee" label={t`Application fee`} />
        <Amount form={form} column="deposit" label={t`Deposit`} />
      </div>
    </fieldset>
  );
}
