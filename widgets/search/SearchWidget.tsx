/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import * as universities from '#sdk/resources/universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CountryMeta, UniversityList } from '#sdk/schemas/university';
import { countryName } from '../shared/countries.ts';
import { Select } from '../shared/fields.tsx';
import { formatNumber, translator } from '../shared/i18n.ts';
import { sharedMessages } from '../shared/messages.ts';
import type { WidgetEnv } from '../shared/mount.tsx';
import { searchMessages } from './messages.ts';

interface Query {
  search: string;
  country: string;
  specialty: string;
  page: number;
}

type Results = { status: 'loading'; last?: UniversityList } | { status: 'ready'; list: UniversityList } | { status: 'failed' };

/** University search: a search box, country and specialty filters, and pages of results (spec part 1, 2: /universities). */
export function SearchWidget(env: WidgetEnv) {
  const { client, lang, emit, options, baseUrl } = env;
  const t = translator(searchMessages, lang);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<Query>({ search: '', country: options.country ?? '', specialty: options.specialty ?? '', page: 1 });
  const [meta, setMeta] = useState<{ countries: CountryMeta[]; specialties: string[] }>();
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const announcedReady = useRef(false);

  // A new preset from the host page replaces the filter; the page goes back to 1 (spec part 1, 2).
  useEffect(() => setQuery((q) => (q.country === (options.country ?? '') ? q : { ...q, country: options.country ?? '', page: 1 })), [options.country]);
  useEffect(() => setQuery((q) => (q.specialty === (options.specialty ?? '') ? q : { ...q, specialty: options.specialty ?? '', page: 1 })), [options.specialty]);

  useEffect(() => {
    let live = true;
    Promise.all([universities.countries(client), universities.specialties(client)]).then(
      ([c, s]) => live && setMeta({ countries: c.countries, specialties: s.specialties }),
      () => live && setMeta({ countries: [], specialties: [] }),
    );
    return () => {
      live = false;
    };
  }, [client]);

  useEffect(() => {
    let live = true;
    setResults((r) => ({ status: 'loading', last: r.status === 'ready' ? r.list : r.status === 'loading' ? r.last : undefined }));
    universities.list(client, { ...query, limit: PAGE_SIZES.universities }).then(
      (list) => {
        if (!live) return;
        setResults({ status: 'ready', list });
        emit('study:search', { ...query, total: list.pagination.total, pages: list.pagination.pages });
      },
      () => {
        if (!live) return;
        setResults({ status: 'failed' });
        emit('study:error', { widget: 'search', message: t('loadErrorHint') });
      },
    );
    return () => {
      live = false;
    };
  }, [client, query, attempt]);

  useEffect(() => {
    if (announcedReady.current || !meta || results.status !== 'ready') return;
    announcedReady.current = true;
    emit('study:ready', { widget: 'search', agency: options.agency ?? null });
  }, [meta, results]);

  // Typing searches after a short pause; Enter or the button at once.
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, search: draft.trim(), page: 1 })), 350);
    return () => clearTimeout(timer);
  }, [draft]);

  const list = results.status === 'ready' ? results.list : results.status === 'loading' ? results.last : undefined;
  const countryOptions = (meta?.countries ?? []).map((c) => ({ value: c.name, label: countryName(c.name, lang) }));
  if (query.country && !countryOptions.some((c) => c.value === query.country)) countryOptions.push({ value: query.country, label: countryName(query.country, lang) });
  const specialtyOptions = (meta?.specialties ?? []).map((s) => ({ value: s, label: s }));
  if (query.specialty && !specialtyOptions.some((s) => s.value === query.specialty)) specialtyOptions.push({ value: query.specialty, label: query.specialty });
  const goTo = (page: number) => setQuery((q) => ({ ...q, page }));

  return (
    <div class="se-search">
      <h2>{t('title')}</h2>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((q) => ({ ...q, search: draft.trim(), page: 1 }));
        }}
      >
        <div class="se-searchbox">
          <label class="se-visually-hidden" for="se-search">
            {t('searchLabel')}
          </label>
          <input id="se-search" type="search" value={draft} placeholder={t('placeholder')} onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit">{t('search')}</button>
        </div>
        <div class="se-row">
          <Select id="se-country" label={t('country')} placeholder={t('allCountries')} value={query.country} options={countryOptions} onValue={(country) => setQuery((q) => ({ ...q, country, page: 1 }))} />
          <Select id="se-specialty" label={t('specialty')} placeholder={t('allSpecialties')} value={query.specialty} options={specialtyOptions} onValue={(specialty) => setQuery((q) => ({ ...q, specialty, page: 1 }))} />
        </div>
      </form>

      {results.status === 'failed' ? (
        <div class="se-alert" role="alert">
          <h3>{t('loadError')}</h3>
          <p>{t('loadErrorHint')}</p>
          <button type="button" class="se-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : !list ? (
        <p class="se-muted" role="status">
          {sharedMessages[lang].loading}
        </p>
      ) : list.universities.length === 0 ? (
        <div class="se-empty" role="status">
          <h3>{t('empty')}</h3>
          <p class="se-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <div class="se-results-area" aria-busy={results.status === 'loading'}>
          <p class="se-muted" role="status">
            {t('total', { total: formatNumber(list.pagination.total, lang) })}
          </p>
          <ul class="se-results">
            {list.universities.map((u) => (
              <li key={u.id} class="se-card">
                <h3>
                  <a href={`${baseUrl}/universities/${u.id}`} target="_blank" rel="noopener">
                    {u.name}
                    <span class="se-visually-hidden"> {sharedMessages[lang].newTab}</span>
                  </a>
                </h3>
                <p class="se-muted">{t('place', { city: u.city, country: countryName(u.country, lang) })}</p>
                <ul class="se-tags">
                  {u.specialties.slice(0, PAGE_SIZES.cardSpecialties).map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                  {u.specialties.length > PAGE_SIZES.cardSpecialties && <li>{t('more', { count: formatNumber(u.specialties.length - PAGE_SIZES.cardSpecialties, lang) })}</li>}
                </ul>
                <p class="se-muted se-programmes">{t('programmes', { count: formatNumber(u.programCount, lang) })}</p>
              </li>
            ))}
          </ul>
          {list.pagination.pages > 1 && (
            <nav class="se-pager" aria-label={t('pagination')}>
              <button type="button" class="se-secondary" disabled={query.page <= 1} onClick={() => goTo(query.page - 1)}>
                {t('previous')}
              </button>
              <span>{t('page', { page: formatNumber(query.page, lang), pages: formatNumber(list.pagination.pages, lang) })}</span>
              <button type="button" class="se-secondary" disabled={query.page >= list.pagination.pages} onClick={() => goTo(query.page + 1)}>
                {t('next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
