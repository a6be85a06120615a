import { useLingui } from '@lingui/react/macro';
import { AGENCY_DEGREE_LEVELS, INTAKE_MONTHS } from '#sdk/schemas/constants';
import { PROGRAM_SORTS, STUDY_MODES } from '#sdk/schemas/program-choices';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { BROAD_FIELD_CODES, BROAD_FIELDS } from '#sdk/schemas/study-fields';
import type { CountryMeta } from '#sdk/schemas/university';
import { useState } from 'react';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useRoutePart } from '#portal/lib/route-data.ts';
import type { ListFilters } from '#portal/lib/use-list-filters.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { type ListFilter, ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { FeeGroupSwitch, isFeeGroup, useFeeGroup } from '#portal/features/public/shared/FeeGroupSwitch.tsx';
import { STUDY_MODE_LABELS } from '#portal/features/public/program/program-labels.ts';
import type { ProgramFilters } from './program-query.ts';

/** Languages programmes are most often taught in, offered as a filter. */
const TEACHING_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'fi', 'pl', 'cs', 'hu'];
/** Yearly tuition ceilings offered, in euros. */
const TUITION_CEILINGS = [0, 1000, 3000, 5000, 10_000, 15_000, 20_000];

/**
 * The search's filters. The fee group is the visitor's remembered one until chosen here; a filter
 * that reads a fee group (tuition, open now, the deadline and tuition orders) writes it into the
 * address, so the list and the fees shown are the same group's.
 */
export function ProgramFiltersBar({ list }: { list: ListFilters<ProgramFilters> }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const [remembered, remember] = useFeeGroup();
  const countries = useRoutePart<CountryMeta[]>('countries');
  const group: FeeGroup = isFeeGroup(list.filters.feeGroup) ? list.filters.feeGroup : remembered;
  const arabic = i18n.locale === 'ar';
  const languageNames = new Intl.DisplayNames(i18n.locale, { type: 'language' });
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' });
  const filterOfGroup = (key: keyof ProgramFilters, value: string) => {
    list.filter(key, value);
    if (value && !list.filters.feeGroup) list.filter('feeGroup', group);
  };
  const chooseGroup = (next: FeeGroup) => {
    remember(next);
    list.filter('feeGroup', next);
  };
  const sortLabels = { relevance: t`Best match`, deadline: t`Next deadline`, tuition: t`Lowest tuition` };
  const filters: ListFilter<keyof ProgramFilters & string>[] = [
    {
      key: 'level',
      label: t`Level`,
      placeholder: t`All levels`,
      options: AGENCY_DEGREE_LEVELS.map((level) => ({ value: level, label: labels.level(level) })),
    },
    {
      key: 'field',
      label: t`Field of study`,
      placeholder: t`All fields`,
      options: BROAD_FIELD_CODES.map((code) => ({ value: code, label: BROAD_FIELDS[code][arabic ? 1 : 0] })),
    },
    {
      key: 'language',
      label: t`Taught in`,
      placeholder: t`Any language`,
      options: TEACHING_LANGUAGES.map((code) => ({ value: code, label: languageNames.of(code) ?? code })),
    },
    {
      key: 'country',
      label: t`Country`,
      placeholder: t`All countries`,
      options: (countries.status === 'ready' ? countries.data : []).map((c) => ({
        value: c.name,
        label: format.country(c.name),
      })),
    },
    {
      key: 'mode',
      label: t`Study mode`,
      placeholder: t`Any mode`,
      options: STUDY_MODES.map((mode) => ({ value: mode, label: i18n._(STUDY_MODE_LABELS[mode]) })),
    },
    {
      key: 'startMonth',
      label: t`Starts in`,
      placeholder: t`Any month`,
      options: INTAKE_MONTHS.map((_, index) => ({
        value: String(index + 1),
        label: monthName.format(Date.UTC(2026, index, 1)),
      })),
    },
  ];
  return (
    <>
      <ListToolbar
        list={list}
        mode="submit"
        landmark={t`Search programmes`}
        search={{ label: t`Search`, placeholder: t`Programme or university name` }}
        filters={filters}
        childrenActive={[list.filters.city, list.filters.tuitionMax, list.filters.openNow].filter(Boolean).length}
      >
        <CityField value={list.filters.city} onChange={(city) => list.filter('city', city)} />
        <Select
          label={t`Tuition per year at most`}
          placeholder={t`Any tuition`}
          value={list.filters.tuitionMax}
          options={TUITION_CEILINGS.map((euros) => ({
            value: String(euros),
            label: euros === 0 ? t`Free` : format.euros(euros),
          }))}
          onChange={(event) => filterOfGroup('tuitionMax', event.target.value)}
        />
        <Select
          label={t`Sort by`}
          value={list.filters.sort || 'relevance'}
          options={PROGRAM_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(event) => filterOfGroup('sort', event.target.value === 'relevance' ? '' : event.target.value)}
        />
        <Checkbox
          label={t`Open for applications now`}
          checked={list.filters.openNow === 'true'}
          onChange={(checked) => filterOfGroup('openNow', checked ? 'true' : '')}
        />
      </ListToolbar>
      <FeeGroupSwitch value={group} onChange={chooseGroup} />
    </>
  );
}

/** The campus city, asked for when the visitor leaves the field or presses Enter. */
function CityField({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const commit = () => draft.trim() !== value && onChange(draft.trim());
  return (
    <TextField
      label={t`City`}
      name="city"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}
