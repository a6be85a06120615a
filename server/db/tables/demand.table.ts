import type { ColumnType } from 'kysely';

/** What a demand counter counts: a university's page or a programme's. */
export type DemandSubject = 'UNIVERSITY' | 'PROGRAM';

/** Aggregate counters of the catalogue's demand: no person, address or cookie, only the visitor's country and language. */
export interface CatalogueDemandTable {
  subject: DemandSubject;
  subject_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** ISO 3166-1 alpha-2, or ZZ when not known. */
  country: string;
  /** The visitor's first language (ISO 639-1), or und when not known. */
  language: string;
  views: ColumnType<number, number, number>;
  searches: ColumnType<number, number, number>;
}
