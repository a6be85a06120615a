import { describe, expect, it } from 'vitest';
import { slugify } from './agency-slug.ts';

const SLUG_RULE = /^[a-z0-9](?:[a-z0-9-]{1,48}[a-z0-9])$/;

describe('agency slug', () => {
  it('makes lowercase words joined by hyphens', () => {
    expect(slugify('Horizon Education Partners')).toBe('horizon-education-partners');
    expect(slugify('  Études & Co. GmbH ')).toBe('etudes-co-gmbh');
  });
  it('keeps the embed rule for short, long and non-Latin names', () => {
    for (const name of ['A', 'ab', 'وكالة الأفق', 'x'.repeat(120), 'Über---Schule!!!', '---'])
      expect(slugify(name)).toMatch(SLUG_RULE);
    expect(slugify('وكالة الأفق')).toBe('agency');
    expect(slugify('ab')).toBe('agency-ab');
  });
});
