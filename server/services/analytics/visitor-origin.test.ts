import { describe, expect, it } from 'vitest';
import { visitorOrigin } from './visitor-origin.ts';

describe('a catalogue visitor’s country and language', () => {
  it('takes the country from the trusted proxy’s header, and only from a trusted proxy', () => {
    const headers = { acceptLanguage: 'ar-EG,ar;q=0.9,en;q=0.8', proxyCountry: 'sa' };
    expect(visitorOrigin(headers, true)).toEqual({ country: 'SA', language: 'ar' });
    expect(visitorOrigin(headers, false)).toEqual({ country: 'EG', language: 'ar' });
  });

  it('falls back to the first region Accept-Language names, then to unknown', () => {
    expect(visitorOrigin({ acceptLanguage: 'de, en-GB;q=0.5' }, false)).toEqual({ country: 'GB', language: 'de' });
    expect(visitorOrigin({ acceptLanguage: 'zh-Hant-TW' }, false)).toEqual({ country: 'TW', language: 'zh' });
    expect(visitorOrigin({ proxyCountry: 'XX' }, true)).toEqual({ country: 'ZZ', language: 'und' });
    expect(visitorOrigin({ acceptLanguage: '*', proxyCountry: 'T1' }, true)).toEqual({
      country: 'ZZ',
      language: 'und',
    });
  });

  it('keeps nothing a visitor could write into the counters but codes', () => {
    expect(visitorOrigin({ acceptLanguage: '<script>,x-y', proxyCountry: 'A;B' }, true)).toEqual({
      country: 'ZZ',
      language: 'und',
    });
  });
});
