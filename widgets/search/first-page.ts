import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { WidgetOptions } from '#widgets/types.ts';

export interface SearchQuery {
  search: string;
  country: string;
  specialty: string;
  page: number;
}

/** The query a search widget starts with: its preset filters, page 1. */
export const firstQuery = (options: WidgetOptions): SearchQuery => ({
  search: '',
  country: options.country ?? '',
  specialty: options.specialty ?? '',
  page: 1,
});

/**
 * What the widget asks the server for a query. The snippet's `<link rel="preload">` asks the same
 * for the first page, so the browser reuses that answer (same address, same CORS mode).
 */
export const listQuery = (query: SearchQuery) => ({ ...query, limit: PAGE_SIZES.universities });
