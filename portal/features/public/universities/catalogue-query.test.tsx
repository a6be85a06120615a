import { describe, expect, it } from 'vitest';
import { changeCatalogueQuery, readCatalogueQuery, readCatalogueTab } from './catalogue-query.ts';

const q = (text: string) => new URLSearchParams(text);

describe('catalogue query', () => {
  it('reads the filters and the page, page 1 when missing or broken', () => {
    expect(readCatalogueQuery(q('search=%20tech%20&country=Germany&specialty=Law&page=3'))).toEqual({
      search: 'tech',
      country: 'Germany',
      specialty: 'Law',
      page: 3,
    });
    expect(readCatalogueQuery(q('page=abc')).page).toBe(1);
    expect(readCatalogueQuery(q('page=-2')).page).toBe(1);
    expect(readCatalogueQuery(q('page=2.5')).page).toBe(1);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(changeCatalogueQuery(q('country=Germany&page=4'), { specialty: 'Law' }).toString()).toBe(
      'country=Germany&specialty=Law',
    );
    expect(changeCatalogueQuery(q('country=Germany&page=4'), { country: 'France' }).toString()).toBe('country=France');
    expect(changeCatalogueQuery(q('search=a&page=2'), { search: 'b' }).toString()).toBe('search=b');
  });

  it('keeps the page when a filter is set to what it already is', () => {
    expect(changeCatalogueQuery(q('country=Germany&page=4'), { country: 'Germany' }).toString()).toBe(
      'country=Germany&page=4',
    );
  });

  it('drops empty filters and page 1 from the URL', () => {
    expect(changeCatalogueQuery(q('country=Germany&page=2'), { country: '' }).toString()).toBe('');
    expect(changeCatalogueQuery(q('page=2'), { page: 1 }).toString()).toBe('');
    expect(changeCatalogueQuery(q(''), { page: 3 }).toString()).toBe('page=3');
  });

  it('knows the tabs and falls back to the list', () => {
    expect(readCatalogueTab(q('tab=scholarships'))).toBe('scholarships');
    expect(readCatalogueTab(q('tab=nope'))).toBe('universities');
    expect(changeCatalogueQuery(q('tab=guide&country=Spain'), { tab: 'universities' }).toString()).toBe(
      'country=Spain',
    );
  });
});
