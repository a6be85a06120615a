import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { BoundField } from '#portal/lib/use-form.ts';
import { Select } from '#portal/ui/Select/Select.tsx';

/** The degree level an application is for, among the `levels` its party may choose (the agency's or the student's). */
export function DegreeLevelSelect<L extends string>({
  levels,
  labels,
  ...field
}: BoundField & { levels: readonly L[]; labels: Record<L, MessageDescriptor> }) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t`Degree level`}
      required
      placeholder={t`Select a degree level`}
      options={levels.map((level) => ({ value: level, label: i18n._(labels[level]) }))}
      {...field}
    />
  );
}
