import type { CountryGuide } from './types.ts';

export type { CountryGuide, CountryGuideText } from './types.ts';
export { COUNTRY_SUMMARIES, countrySlug } from './summaries.ts';

/** One dynamic import per guide, so each country is its own lazy chunk. */
const GUIDE_LOADERS: Record<string, () => Promise<{ guide: CountryGuide }>> = {
  germany: () => import('./germany.ts'),
  france: () => import('./france.ts'),
  italy: () => import('./italy.ts'),
  spain: () => import('./spain.ts'),
  netherlands: () => import('./netherlands.ts'),
  belgium: () => import('./belgium.ts'),
  austria: () => import('./austria.ts'),
  switzerland: () => import('./switzerland.ts'),
  poland: () => import('./poland.ts'),
  'czech-republic': () => import('./czech-republic.ts'),
  portugal: () => import('./portugal.ts'),
  sweden: () => import('./sweden.ts'),
  denmark: () => import('./denmark.ts'),
  norway: () => import('./norway.ts'),
  finland: () => import('./finland.ts'),
  ireland: () => import('./ireland.ts'),
  'united-kingdom': () => import('./united-kingdom.ts'),
  greece: () => import('./greece.ts'),
  hungary: () => import('./hungary.ts'),
  romania: () => import('./romania.ts'),
  bulgaria: () => import('./bulgaria.ts'),
  croatia: () => import('./croatia.ts'),
  slovenia: () => import('./slovenia.ts'),
  slovakia: () => import('./slovakia.ts'),
  estonia: () => import('./estonia.ts'),
  latvia: () => import('./latvia.ts'),
  lithuania: () => import('./lithuania.ts'),
  luxembourg: () => import('./luxembourg.ts'),
  malta: () => import('./malta.ts'),
  cyprus: () => import('./cyprus.ts'),
};

/** Loads the full bilingual guide for a slug; resolves to undefined for unknown slugs. */
export function loadCountryGuide(slug: string): Promise<CountryGuide | undefined> {
  const load = Object.hasOwn(GUIDE_LOADERS, slug) ? GUIDE_LOADERS[slug] : undefined;
  return load ? load().then((m) => m.guide) : Promise.resolve(undefined);
}
