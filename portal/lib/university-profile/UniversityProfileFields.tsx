import { useLingui } from '@lingui/react/macro';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import type { BoundField } from '#portal/lib/use-form.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

type Field = 'name' | 'country' | 'city' | 'website' | 'description' | 'phone' | 'email';

/** The empty university profile form (spec part 1, 5). */
export const EMPTY_UNIVERSITY_PROFILE: Record<Field, string> = {
  name: '',
  country: '',
  city: '',
  website: '',
  description: '',
  phone: '',
  email: '',
};

/** The university's catalogue details, as set up and as edited later in Settings. */
export function UniversityProfileFields({
  field,
  gridClassName,
}: {
  field: (key: Field) => BoundField;
  gridClassName: string;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <TextField label={t`University name`} required autoComplete="organization" {...field('name')} />
      <div className={gridClassName}>
        <Select
          label={t`Country`}
          required
          placeholder={t`Select a country`}
          options={europeanCountryOptions(format, i18n.locale)}
          {...field('country')}
        />
        <TextField label={t`City`} required autoComplete="address-level2" {...field('city')} />
        <TextField
          label={t`Website`}
          type="url"
          autoComplete="url"
          dir="ltr"
          hint={t`Starting with http:// or https://`}
          {...field('website')}
        />
        <TextField label={t`Phone`} type="tel" autoComplete="tel" dir="ltr" {...field('phone')} />
        <TextField label={t`Admissions e-mail`} type="email" autoComplete="email" dir="ltr" {...field('email')} />
      </div>
      <TextArea label={t`Description`} rows={5} {...field('description')} />
    </>
  );
}
