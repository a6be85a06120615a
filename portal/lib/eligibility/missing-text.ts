import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ProfileField } from '#sdk/schemas/eligibility';
import { useFormat } from '#portal/lib/format.ts';

const FIELD_NAMES: Record<ProfileField, MessageDescriptor> = {
  degreeLevel: msg`the education level`,
  grade: msg`the GPA and its grade scale`,
  english: msg`an English test score`,
  nationality: msg`the nationality`,
  budget: msg`the budget`,
};

/** The profile fields a check lacks, as a list in the reader's language. */
export function useMissingText() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (fields: readonly ProfileField[]) => format.list(fields.map((field) => i18n._(FIELD_NAMES[field])));
}
