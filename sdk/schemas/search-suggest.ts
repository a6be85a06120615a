import * as v from 'valibot';
import { querySearch } from './common.ts';

/** Suggestions a type-ahead shows at most. */
export const SUGGESTIONS_SHOWN = 8;

/** `GET /search/suggest`: what has been typed so far, and the visitor's language. */
export const SuggestQuery = v.object({
  q: querySearch,
  lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en'),
});
export type SuggestQuery = v.InferInput<typeof SuggestQuery>;

export const SUGGESTION_KINDS = ['country', 'city', 'field', 'university', 'programme'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion of the type-ahead. */
export interface Suggestion {
  kind: SuggestionKind;
  /** What the list shows, in the language asked for where the catalogue has it (else in English). */
  label: string;
  /**
   * What choosing it searches by: a university's and a programme's name, a city's, a country's and
   * a field's English name (the `country` and `specialty` filters of `GET /universities` take these).
   */
  value: string;
  /** A university's id (its page is `/universities/{id}`). */
  id?: number;
  /** A university's city, in the same language. */
  city?: string;
  /** A university's and a city's country, in the same language. */
  country?: string;
}

export interface SuggestionList {
  suggestions: Suggestion[];
}
