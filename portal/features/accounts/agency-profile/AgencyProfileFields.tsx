import { useLingui } from '@lingui/react/macro';
import { europeanCountryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import type { BoundField } from '#portal/lib/use-form.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

type Field = 'name' | 'country' | 'city' | 'phone' | 'website' | 'companyDescription';

/** The agency's details as setup asks them (spec part 1, 5), and as Settings edits them later. */
export type AgencyProfileValues = Record<Field, string>;

export const EMPTY_AGENCY_PROFILE: AgencyProfileValues = {
  name: '',
  country: '',
  city: '',
  phone: '',
  website: '',
  companyDescription: '',
};

/** The agency's name, country, contact and description, checked with `AgencySetupPayload` by the caller. */
export function AgencyProfileFields({
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
      <TextField label={t`Agency name`} required autoComplete="organization" {...field('name')} />
      <div className={gridClassName}>
        <Select
          label={t`Country`}
          required
          placeholder={t`Select a country`}
          options={europeanCountryOptions(format, i18n.locale)}
          {...field('country')}
        />
        <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hint={t`For example +49 30 1234567`}
          {...field('phone')}
        />
        <TextField
          label={t`Website`}
          type="url"
          autoComplete="url"
          dir="ltr"
          hint={t`Starting with http:// or https://`}
          {...field('website')}
        />
      </div>
      <TextArea label={t`About your agency`} {...field('companyDescription')} />
    </>
  );
}
