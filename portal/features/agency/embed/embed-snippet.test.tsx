import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it('writes the preconnect, the loader and the search element with its preset', () => {
    expect(
      embedSnippet({
        origin: 'https://studyeurope.app',
        widget: 'search',
        agency: 'horizon-education',
        lang: 'ar',
        country: 'Germany',
        university: '4',
      }),
    ).toBe(
      '<link rel="preconnect" href="https://studyeurope.app" crossorigin>\n<script src="https://studyeurope.app/embed.js" async></script>\n<study-search agency="horizon-education" lang="ar" country="Germany"></study-search>',
    );
  });

  it('names the university and the request type of a consultation, and only a university for apply', () => {
    expect(
      embedSnippet({
        origin: 'https://s.app',
        widget: 'consultation',
        agency: 'a-b',
        lang: 'en',
        university: '12',
        type: 'information',
      }),
    ).toContain('<study-consultation agency="a-b" lang="en" university="12" type="information"></study-consultation>');
    expect(
      embedSnippet({
        origin: 'https://s.app',
        widget: 'apply',
        agency: 'a-b',
        lang: 'en',
        university: '12',
        type: 'information',
      }),
    ).toContain('<study-apply agency="a-b" lang="en" university="12"></study-apply>');
  });

  it('escapes attribute values', () => {
    expect(
      embedSnippet({ origin: 'https://s.app', widget: 'search', agency: 'x', lang: 'en', country: 'A "quoted" <b>' }),
    ).toContain('country="A &quot;quoted&quot; &lt;b>"');
  });
});
