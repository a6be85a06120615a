import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminUniversities from '#sdk/resources/admin-universities';
import { UNIVERSITY_TYPES } from '#sdk/schemas/enums';
import { type University, UniversityForm } from '#sdk/schemas/university';
import { api } from '#portal/lib/api.ts';
import { useDialogSave } from '#portal/lib/use-dialog-save.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { ImagePicker } from '#portal/ui/ImagePicker/ImagePicker.tsx';
import { EMPTY_UNIVERSITY_FORM, universityFormValues } from './university-form-values.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';

/**
 * The add and edit dialog of spec part 2, 2 and 5: name, country and city required, website a
 * URL or empty, e-mail valid or empty; an image is uploaded after the save, with its progress.
 */
export function UniversityFormDialog({
  university,
  onClose,
  onSaved,
}: {
  /** The university to edit; none to add one. */
  university: University | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const form = useForm(university ? universityFormValues(university) : EMPTY_UNIVERSITY_FORM);
  const [image, setImage] = useState<File>();
  const { busy: saving, save: send } = useDialogSave(form, { onClose, onSaved });
  const [progress, setProgress] = useState<number | null>(null);
  const editing = university !== null;

  const countries = europeanCountryOptions(format, i18n.locale);
  if (form.values.country && !countries.some((c) => c.value === form.values.country))
    countries.unshift({ value: form.values.country, label: format.country(form.values.country) });

  const uploadImage = async (id: number) => {
    if (!image) return;
    setProgress(0);
    try {
      await adminUniversities.uploadImageWithProgress(api, id, image, (fraction) => setProgress(fraction * 100));
      toast.success(t`University image uploaded successfully`);
    } catch (error) {
      toast.error(t`Failed to upload image`, errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const save = async () => {
    const payload = form.check(UniversityForm);
    if (!payload) return;
    await send(
      async () => {
        const { university: saved } = editing
          ? await adminUniversities.update(api, university.id, form.values)
          : await adminUniversities.create(api, form.values);
        toast.success(editing ? t`University updated successfully` : t`University created successfully`);
        await uploadImage(saved.id);
      },
      {
        failed: editing ? t`Failed to update university` : t`Failed to create university`,
      },
    );
  };

  const busy = saving || progress !== null;
  return (
    <FormDialog
      title={editing ? t`Edit University` : t`Add University`}
      submitLabel={editing ? <Trans>Save Changes</Trans> : <Trans>Add University</Trans>}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextField label={t`University name`} required {...form.field('name')} />
        <Select
          label={t`Country`}
          required
          placeholder={t`Select a country`}
          options={countries}
          {...form.field('country')}
        />
        <TextField label={t`City`} required {...form.field('city')} />
        <Select
          label={t`Type`}
          placeholder={t`Not given`}
          options={UNIVERSITY_TYPES.map((type) => ({ value: type, label: type === 'Public' ? t`Public` : t`Private` }))}
          {...form.field('universityType')}
        />
        <TextField label={t`Website`} type="url" dir="ltr" {...form.field('website')} />
        <TextField label={t`Email`} type="email" dir="ltr" {...form.field('email')} />
        <TextField label={t`Phone`} type="tel" dir="ltr" {...form.field('phone')} />
        <TextField label={t`Founded`} inputMode="numeric" {...form.field('founded')} />
        <TextField label={t`Students`} inputMode="numeric" {...form.field('studentsTotal')} />
        <TextField label={t`Application fee (€)`} inputMode="decimal" {...form.field('applicationFee')} />
        <TextField label={t`Response time (days)`} inputMode="numeric" {...form.field('responseTimeDays')} />
        <TextField label={t`QS rank`} inputMode="numeric" {...form.field('qsRank')} />
        <TextField label={t`THE rank`} inputMode="numeric" {...form.field('theRank')} />
        <TextField label={t`Tuition from (€ per year)`} inputMode="decimal" {...form.field('tuitionRangeMin')} />
        <TextField label={t`Tuition to (€ per year)`} inputMode="decimal" {...form.field('tuitionRangeMax')} />
      </div>
      <TextField
        label={t`Specialties`}
        hint={t`Separate them with commas; the list shows the first 5.`}
        {...form.field('specialties')}
      />
      <TextArea label={t`Description`} rows={3} {...form.field('description')} />
      <TextArea label={t`Admission requirements`} rows={2} {...form.field('admissionRequirements')} />
      <TextArea label={t`Language requirements`} rows={2} {...form.field('languageRequirements')} />
      <Checkbox
        label={t`Featured on the home page`}
        checked={form.values.featured}
        onChange={(checked) => form.set('featured', checked)}
      />
      <ImagePicker
        current={university?.imageUrl ?? null}
        file={image}
        onPick={setImage}
        progress={progress}
        disabled={busy}
      />
    </FormDialog>
  );
}
