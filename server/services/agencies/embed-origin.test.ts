import { describe, expect, it } from 'vitest';
import { isWellFormedOrigin, originAllowed, parseAllowedOrigins } from './embed-origin.ts';

const self = 'https://studyeurope.app';
const allowed = ['https://www.agency.example', 'http://localhost:4000'];

describe('originAllowed', () => {
  it('always lets our own portal and non-browser callers through', () => {
    expect(originAllowed({ origin: self, self }, [])).toBe(true);
    expect(originAllowed({ origin: undefined, self }, [])).toBe(true);
  });

  it('lets another page through only from the agency\u2019s allowed origins, exactly', () => {
    expect(originAllowed({ origin: 'https://www.agency.example', self }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'http://localhost:4000', self }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'http://www.agency.example', self }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'https://agency.example', self }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'http://localhost:4001', self }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'null', self }, [...allowed, 'null'])).toBe(false);
  });
});

describe('isWellFormedOrigin', () => {
  it('accepts scheme, host and port only', () => {
    expect(isWellFormedOrigin('https://a.example:8443')).toBe(true);
    expect(isWellFormedOrigin('https://a.example/path')).toBe(false);
    expect(isWellFormedOrigin('https://a%.example')).toBe(false);
    expect(isWellFormedOrigin('file://')).toBe(false);
  });
});

describe('parseAllowedOrigins', () => {
  it('reads the stored JSON list and survives damage', () => {
    expect(parseAllowedOrigins('["https://a.example"]')).toEqual(['https://a.example']);
    expect(parseAllowedOrigins('not json')).toEqual([]);
    expect(parseAllowedOrigins('{"a":1}')).toEqual([]);
    expect(parseAllowedOrigins('["https://a.example", 3]')).toEqual(['https://a.example']);
  });
});
