import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as commissions from '#sdk/resources/commissions';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { type Agreement, AgreementPayload, COMMISSION_BASES, PAYABLE_AFTER } from '#sdk/schemas/commission';
import { CURRENCIES } from '#sdk/schemas/program-parts';
import { DEGREE_LEVEL_NAMES } from '#names/degree-level.ts';
import { api } from '#portal/lib/api.ts';
import { useDialogSave } from '#portal/lib/use-dialog-save.ts';
import { useForm } from '#portal/lib/use-form.ts';
import type { Choice } from '#portal/lib/pickers/SearchPicker.tsx';
import { UniversityPicker } from '#portal/lib/pickers/UniversityPicker.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import '#portal/lib/commissions/commission-field-texts.ts';
import { useCommissionNames } from '#portal/lib/commissions/commission-names.ts';

type Level = (typeof AGENCY_DEGREE_LEVELS)[number];
const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** Records a new agreement with a university, or changes one (the university confirms it again). */
export function AgreementDialog({
  agreement,
  onClose,
  onSaved,
}: {
  agreement?: Agreement;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const names = useCommissionNames();
  const [university, setUniversity] = useState<Choice | undefined>(
    agreement && { id: agreement.university.id, label: agreement.university.name },
  );
  const form = useForm({
    universityId: agreement ? String(agreement.university.id) : '',
    basis: agreement?.basis ?? 'PERCENTAGE',
    rate: agreement ? String(agreement.rate) : '',
    currency: agreement?.currency ?? '',
    validFrom: agreement?.validFrom ?? new Date().toISOString().slice(0, 10),
    validTo: agreement?.validTo ?? '',
    payableAfter: agreement?.payableAfter ?? 'CENSUS_DATE',
    subAgentName: agreement?.subAgentName ?? '',
    subAgentShare: agreement?.subAgentShare === null || !agreement ? '' : String(agreement.subAgentShare),
  });
  const { busy, save: send } = useDialogSave(form, { onClose, onSaved });
  const [levelRates, setLevelRates] = useState<Partial<Record<Level, string>>>(
    Object.fromEntries((agreement?.levelRates ?? []).map((l) => [l.degreeLevel, String(l.rate)])),
  );

  const submit = () => {
    const { values } = form;
    const payload = form.check(AgreementPayload, {
      universityId: number(values.universityId) ?? undefined,
      basis: values.basis,
      rate: number(values.rate) ?? undefined,
      currency: values.currency || null,
      validFrom: values.validFrom,
      validTo: values.validTo || null,
      payableAfter: values.payableAfter,
      subAgentName: values.subAgentName,
      subAgentShare: number(values.subAgentShare),
      levelRates: AGENCY_DEGREE_LEVELS.flatMap((degreeLevel) =>
        levelRates[degreeLevel]?.trim() ? [{ degreeLevel, rate: Number(levelRates[degreeLevel]) }] : [],
      ),
    });
    if (!payload) return;
    send(
      () =>
        agreement ? commissions.updateAgreement(api, agreement.id, payload) : commissions.createAgreement(api, payload),
      {
        done: t`Agreement saved. The university is asked to confirm it.`,
        failed: t`The agreement was not saved`,
      },
    );
  };

  const percentage = form.values.basis === 'PERCENTAGE';
  return (
    <FormDialog
      title={agreement ? t`Edit agreement` : t`New agreement`}
      submitLabel={t`Save agreement`}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <UniversityPicker
        chosen={university}
        onChoose={(choice) => {
          setUniversity(choice);
          form.set('universityId', String(choice.id));
        }}
        error={form.field('universityId').error}
      />
      <Select
        label={t`Commission`}
        required
        options={COMMISSION_BASES.map((basis) => ({ value: basis, label: names.basis(basis) }))}
        {...form.field('basis')}
      />
      <TextField
        label={percentage ? t`Share of first-year tuition (%)` : t`Amount per enrolled student`}
        required
        inputMode="decimal"
        {...form.field('rate')}
      />
      {!percentage && (
        <Select
          label={t`Currency`}
          required
          placeholder={t`Choose a currency`}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          {...form.field('currency')}
        />
      )}
      <details>
        <summary>{t`Different rates by degree level`}</summary>
        {AGENCY_DEGREE_LEVELS.map((level) => (
          <TextField
            key={level}
            label={i18n._(DEGREE_LEVEL_NAMES[level])}
            inputMode="decimal"
            value={levelRates[level] ?? ''}
            onChange={(event) => setLevelRates((current) => ({ ...current, [level]: event.target.value }))}
            error={form.errors.levelRates && form.errorText(form.errors.levelRates)}
          />
        ))}
      </details>
      <TextField label={t`Valid from`} type="date" required {...form.field('validFrom')} />
      <TextField label={t`Valid until`} type="date" hint={t`Leave empty while it runs`} {...form.field('validTo')} />
      <Select
        label={t`When the university pays`}
        required
        options={PAYABLE_AFTER.map((when) => ({ value: when, label: names.payableAfter(when) }))}
        {...form.field('payableAfter')}
      />
      <TextField
        label={t`Sub-agent`}
        hint={t`Who shares this commission, if anyone`}
        maxLength={120}
        {...form.field('subAgentName')}
      />
      {form.values.subAgentName.trim() && (
        <TextField label={t`Sub-agent's share (%)`} inputMode="decimal" {...form.field('subAgentShare')} />
      )}
    </FormDialog>
  );
}
