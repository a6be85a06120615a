import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it('writes the preconnect, the preload of the first page, the loader and the search element with its preset', () => {
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
      '<link rel="preconnect" href="https://studyeurope.app" crossorigin>\n' +
        '<link rel="preload" as="fetch" href="https://studyeurope.app/api/universities?country=Germany&amp;page=1&amp;limit=12" crossorigin>\n' +
        '<script src="https://studyeurope.app/embed.js" async></script>\n' +
        '<study-search agency="horizon-education" lang="ar" country="Germany" style="display:block;min-height:clamp(1548px, (576px - 100vw) * 999, 2861px)"></study-search>',
    );
  });

  it('gives only the search a size hint: the others do not wait for a list before they have their height', () => {
    expect(embedSnippet({ origin: 'https://s.app', widget: 'search', agency: 'a', lang: 'en' })).toMatch(
      /<study-search agency="a" lang="en" style="display:block;min-height:[^"]+"><\/study-search>$/,
    );
    expect(
      embedSnippet({ origin: 'https://s.app', widget: 'consultation', agency: 'a', lang: 'en', university: '1' }),
    ).not.toContain('style=');
  });

  it('preloads the first page a search without preset asks for, and nothing for the other widgets', () => {
    expect(embedSnippet({ origin: 'https://s.app', widget: 'search', agency: 'a', lang: 'en' })).toContain(
      'href="https://s.app/api/universities?page=1&amp;limit=12"',
    );
    expect(
      embedSnippet({ origin: 'https://s.app', widget: 'apply', agency: 'a', lang: 'en', university: '1' }),
    ).not.toContain('preload');
    expect(
      embedSnippet({ origin: 'https://s.app', widget: 'search', agency: 'a', lang: 'en', mode: 'floating' }),
    ).not.toContain('preload');
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
    ).toContain('country="A &quot;quoted&quot; &lt;b>" style=');
  });
});

describe('embedSnippet in a popup', () => {
  const base = { origin: 'https://s.app', agency: 'a-b', university: '12' } as const;

  it('writes a button of the page that opens the widget, its options as data-*, its text in the snippet language', () => {
    const snippet = embedSnippet({ ...base, widget: 'consultation', mode: 'popup', lang: 'ar' });
    expect(snippet).toBe(
      '<link rel="preconnect" href="https://s.app" crossorigin>\n<script src="https://s.app/embed.js" async></script>\n' +
        '<button type="button" data-study-open="consultation" data-agency="a-b" data-lang="ar" data-university="12" data-type="consultation">استشارة مجانية</button>',
    );
    expect(embedSnippet({ ...base, widget: 'apply', mode: 'popup', lang: 'en' })).toContain(
      '<button type="button" data-study-open="apply" data-agency="a-b" data-lang="en" data-university="12">Apply now</button>',
    );
    expect(embedSnippet({ ...base, widget: 'consultation', type: 'information', mode: 'popup', lang: 'en' })).toContain(
      '>Request information</button>',
    );
  });

  it('writes the floating button with the widget it opens', () => {
    expect(embedSnippet({ ...base, widget: 'consultation', mode: 'floating', lang: 'en' })).toContain(
      '\n<study-floating agency="a-b" lang="en" university="12" type="consultation" opens="consultation"></study-floating>',
    );
    expect(embedSnippet({ ...base, widget: 'search', country: 'Italy', mode: 'floating', lang: 'ar' })).toContain(
      '<study-floating agency="a-b" lang="ar" country="Italy" opens="search"></study-floating>',
    );
  });
});
