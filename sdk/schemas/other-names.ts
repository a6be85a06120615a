import * as v from 'valibot';
import { requiredText } from './common.ts';

/** What an other name names: a university, a city or a country of the catalogue. */
export const OTHER_NAME_KINDS = ['UNIVERSITY', 'CITY', 'COUNTRY'] as const;
export type OtherNameKind = (typeof OTHER_NAME_KINDS)[number];

/**
 * `POST /admin/other-names`, `PUT /admin/other-names/{id}`: the other names students search a
 * university, city or country by (nicknames, short names, local names, synonyms: "TUM", "München",
 * "Holland"), beside its English name as the catalogue writes it.
 */
export const OtherNameFields = v.object({
  kind: v.picklist(OTHER_NAME_KINDS, 'Please choose university, city or country'),
  name: requiredText('Name is required', 200),
  otherNames: requiredText('Other names are required', 300),
});
export type OtherNameFields = v.InferOutput<typeof OtherNameFields>;

export interface OtherName extends OtherNameFields {
  id: number;
  updatedAt: string;
}

export interface OtherNameList {
  otherNames: OtherName[];
}
