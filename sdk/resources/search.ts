import type { Client } from '#sdk/client';
import type { SuggestionList, SuggestQuery } from '#sdk/schemas/search-suggest';

/**
 * Type-ahead: up to 8 universities, programmes, cities, countries and fields for what has been
 * typed so far, in the visitor's language; `signal` abandons a call a newer keystroke replaced.
 */
export function suggest(client: Client, query: SuggestQuery, signal?: AbortSignal): Promise<SuggestionList> {
  return client.request('GET', '/search/suggest', { query, signal });
}
