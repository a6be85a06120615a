/** The kinds of catalogue value the names' catalog names in Arabic: its entries' contexts (names/university.ts, names/city.ts, names/field-of-study.ts). */
export const NAMED_KINDS = ['university', 'city', 'field of study'] as const;

/** Names by kind, then by the English name. */
export type NamesByKind = Record<(typeof NAMED_KINDS)[number], Record<string, string>>;
