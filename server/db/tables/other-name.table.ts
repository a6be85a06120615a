import type { Generated } from 'kysely';
import type { OtherNameKind } from '#sdk/schemas/other-names';
import type { Timestamp } from './column-types.ts';

/** The other names the catalogue search knows a university, city or country by (migration 2026-11-28-700). */
export interface CatalogueOtherNameTable {
  id: Generated<number>;
  kind: OtherNameKind;
  /** The English name of the university, city or country, as the catalogue writes it. */
  name: string;
  other_names: string;
  updated_at: Timestamp;
}
