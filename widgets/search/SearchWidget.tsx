/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import * as universities from '#sdk/resources/universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CountryMeta, UniversityList } from '#sdk/schemas/university';
import { useCatalogueLabels } from '#widgets/shared/catalogue-labels.ts';
import { countryName } from '#widgets/shared/countries.ts';
import { Select } from '#widgets/shared/fields.tsx';
import { formatNumber, translator } from '#widgets/shared/i18n.ts';
import { sharedMessages } from '#widgets/shared/messages.ts';
import type { WidgetEnv } from '#widgets/shared/mount.tsx';
import { firstQuery, listQuery, type SearchQuery } from './first-page.ts';
import { pathIn } from '#sdk/language-path';
import { searchMessages } from './messages.ts';
import { SearchBox } from './SearchBox.tsx';
import type { Suggestion } from '#sdk/schemas/search-suggest';
import type { UniversityCheck } from '#sdk/schemas/eligibility';

/** The eligibility check: a chunk of its own, loaded when the visitor opens it. */
type CheckModule = typeof import('#widgets/eligibility/CheckPanel.tsx');

type Results =
  | { status: 'loading'; last?: UniversityList }
  | { status: 'ready'; list: UniversityList }
  | { status: 'failed' };

/** University search: a search box, country and specialty filters, and pages of results (spec part 1, 2: /universities). */
export function SearchWidget(env: WidgetEnv) {
  const { client, lang, emit, options, baseUrl } = env;
  const t = translator(searchMessages, lang);
  const labels = useCatalogueLabels(lang);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<SearchQuery>(() => firstQuery(options));
  const [meta, setMeta] = useState<{ countries: CountryMeta[]; specialties: string[] }>();
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Until the visitor acts, the results keep the size of a full first page (the widget
  // does not move the host page under the visitor when its data arrives).
  const [acted, setActed] = useState(false);
  const announcedReady = useRef(false);
  // The eligibility check, once opened: its chunk, and each shown university's best verdict.
  const [checkModule, setCheckModule] = useState<CheckModule>();
  const [checking, setChecking] = useState(false);
  const [checks, setChecks] = useState<Map<number, UniversityCheck> | null>(null);
  const openCheck = () => {
    setActed(true);
    setChecking(true);
    if (!checkModule) import('#widgets/eligibility/CheckPanel.tsx').then(setCheckModule, () => setChecking(false));
  };
  const closeCheck = (next: Map<number, UniversityCheck> | null) => {
    setChecks(next);
    if (!next) setChecking(false);
  };

  // A new preset from the host page replaces the filter; the page goes back to 1 (spec part 1, 2).
  useEffect(
    () =>
      setQuery((q) => (q.country === (options.country ?? '') ? q : { ...q, country: options.country ?? '', page: 1 })),
    [options.country],
  );
  useEffect(
    () =>
      setQuery((q) =>
        q.specialty === (options.specialty ?? '') ? q : { ...q, specialty: options.specialty ?? '', page: 1 },
      ),
    [options.specialty],
  );

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

  // One query, one request: a newer query (or leaving) aborts the older one before it answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query or a retry loads; emit and t are read when the answer arrives
  useEffect(() => {
    const abort = new AbortController();
    setResults((r) => ({
      status: 'loading',
      last: r.status === 'ready' ? r.list : r.status === 'loading' ? r.last : undefined,
    }));
    universities.list(client, listQuery(query), abort.signal).then(
      (list) => {
        if (abort.signal.aborted) return;
        setResults({ status: 'ready', list });
        emit('study:search', { ...query, total: list.pagination.total, pages: list.pagination.pages });
      },
      () => {
        if (abort.signal.aborted) return;
        setResults({ status: 'failed' });
        emit('study:error', { widget: 'search', message: t('loadErrorHint') });
      },
    );
    return () => abort.abort();
  }, [client, query, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: ready is announced once, when both loads have arrived
  useEffect(() => {
    if (announcedReady.current || !meta || results.status !== 'ready') return;
    announcedReady.current = true;
    emit('study:ready', { widget: 'search', agency: options.agency ?? null });
  }, [meta, results]);

  // Typing searches after a short pause; Enter or the button at once. A query equal to the one
  // shown is no new query: the pause ending after Enter, or Enter after the pause, sends nothing.
  const searchFor = (text: string) =>
    setQuery((q) => (q.search === text.trim() && q.page === 1 ? q : { ...q, search: text.trim(), page: 1 }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the pause
  useEffect(() => {
    const timer = setTimeout(() => searchFor(draft), 350);
    return () => clearTimeout(timer);
  }, [draft]);

  const list = results.status === 'ready' ? results.list : results.status === 'loading' ? results.last : undefined;
  // Checked, the results are ranked by their best programme's score (as the server ordered them).
  const rank = (id: number) => {
    const order = checks ? [...checks.keys()].indexOf(id) : -1;
    return order < 0 ? Number.MAX_SAFE_INTEGER : order;
  };
  const shown = list
    ? checks
      ? [...list.universities].sort((a, b) => rank(a.id) - rank(b.id))
      : list.universities
    : [];
  const countryOptions = (meta?.countries ?? []).map((c) => ({ value: c.name, label: countryName(c.name, lang) }));
  if (query.country && !countryOptions.some((c) => c.value === query.country))
    countryOptions.push({ value: query.country, label: countryName(query.country, lang) });
  const specialtyOptions = (meta?.specialties ?? []).map((s) => ({ value: s, label: labels.field(s) }));
  if (query.specialty && !specialtyOptions.some((s) => s.value === query.specialty))
    specialtyOptions.push({ value: query.specialty, label: labels.field(query.specialty) });
  const goTo = (page: number) => {
    setActed(true);
    setQuery((q) => ({ ...q, page }));
  };
  const filter = (change: Partial<SearchQuery>) => {
    setActed(true);
    setQuery((q) => ({ ...q, ...change, page: 1 }));
  };
  /** A country or a field filters the list; a city, a university or a programme is searched for by its name. */
  const choose = ({ kind, label, value }: Suggestion) => {
    const text = kind === 'city' ? label : kind === 'country' || kind === 'field' ? '' : value;
    setActed(true);
    setDraft(text);
    setQuery((q) => ({
      ...q,
      search: text,
      page: 1,
      ...(kind === 'country' && { country: value }),
      ...(kind === 'field' && { specialty: value }),
    }));
  };
  // Every link out of a widget carries the agency: the visit stays the agency's in the portal.
  const credit = options.agency ? `?agency=${encodeURIComponent(options.agency)}` : '';

  return (
    <div class="se-search">
      <h2 part="title">{t('title')}</h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setActed(true);
          searchFor(draft);
        }}
      >
        <div class="se-searchbox">
          <SearchBox
            env={env}
            value={draft}
            onType={(text) => {
              setActed(true);
              setDraft(text);
            }}
            onChoose={choose}
          />
          <button type="submit" part="button">
            {t('search')}
          </button>
        </div>
        <div class="se-row">
          <Select
            id="se-country"
            label={t('country')}
            placeholder={t('allCountries')}
            value={query.country}
            options={countryOptions}
            onValue={(country) => filter({ country })}
          />
          <Select
            id="se-specialty"
            label={t('specialty')}
            placeholder={t('allSpecialties')}
            value={query.specialty}
            options={specialtyOptions}
            onValue={(specialty) => filter({ specialty })}
          />
        </div>
        {!checking && (
          <button type="button" class="se-secondary" part="button secondary" onClick={openCheck}>
            {t('checkEligibility')}
          </button>
        )}
      </form>

      {checking && checkModule && (
        <checkModule.CheckPanel
          env={env}
          universityIds={list ? list.universities.map((u) => u.id) : []}
          onChecks={closeCheck}
        />
      )}

      {list && (
        <SearchNotes
          list={list}
          lang={lang}
          onSearch={(text) => {
            setDraft(text);
            searchFor(text);
          }}
        />
      )}

      {results.status === 'failed' ? (
        <div class="se-alert" part="alert" role="alert">
          <h3>{t('loadError')}</h3>
          <p>{t('loadErrorHint')}</p>
          <button type="button" class="se-secondary" part="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : !list ? (
        <div class="se-results-area" aria-busy="true">
          <p class="se-muted" role="status">
            {translator(sharedMessages, lang)('loading')}
          </p>
          <Placeholders count={PAGE_SIZES.universities} pager />
        </div>
      ) : list.universities.length === 0 ? (
        <div class="se-empty" role="status">
          <h3>{t('empty')}</h3>
          <p class="se-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <div class="se-results-area" aria-busy={results.status === 'loading'}>
          <p class="se-muted" role="status">
            {/* Past CATALOGUE_COUNT_LIMIT the catalogue stops counting: "1,000+". */}
            {t(list.pagination.totalIsLowerBound ? 'totalAtLeast' : 'total', {
              total: formatNumber(list.pagination.total, lang),
            })}
          </p>
          {checks && <p class="se-muted">{checkModule && t('rankedByCheck')}</p>}
          <ul class="se-results">
            {shown.map((u) => (
              <li key={u.id} class="se-card" part="card">
                <h3>
                  <a
                    href={`${baseUrl}${pathIn(lang, `/universities/${u.id}`)}${credit}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {u.name}
                    <span class="se-visually-hidden"> {translator(sharedMessages, lang)('newTab')}</span>
                  </a>
                </h3>
                <p class="se-muted">{t('place', { city: u.city, country: countryName(u.country, lang) })}</p>
                <ul class="se-tags">
                  {u.specialties.slice(0, PAGE_SIZES.cardSpecialties).map((s) => (
                    <li key={s} part="tag">
                      {labels.field(s)}
                    </li>
                  ))}
                  {u.specialties.length > PAGE_SIZES.cardSpecialties && (
                    <li>
                      {t('more', { count: formatNumber(u.specialties.length - PAGE_SIZES.cardSpecialties, lang) })}
                    </li>
                  )}
                </ul>
                <p class="se-muted se-programmes">{t('programmes', { count: formatNumber(u.programCount, lang) })}</p>
                {checks?.has(u.id) && checkModule && <checkModule.CardVerdict check={checks.get(u.id)!} lang={lang} />}
              </li>
            ))}
            {!acted && <Placeholders count={PAGE_SIZES.universities - list.universities.length} hidden />}
          </ul>
          {!acted && list.pagination.pages <= 1 && <Placeholders count={0} pager hidden />}
          {list.pagination.pages > 1 && (
            <nav class="se-pager" aria-label={t('pagination')}>
              <button
                type="button"
                class="se-secondary"
                part="button secondary"
                disabled={query.page <= 1}
                onClick={() => goTo(query.page - 1)}
              >
                {t('previous')}
              </button>
              <span>
                {t(list.pagination.totalIsLowerBound ? 'pageOfAtLeast' : 'page', {
                  page: formatNumber(query.page, lang),
                  pages: formatNumber(list.pagination.pages, lang),
                })}
              </span>
              <button
                type="button"
                class="se-secondary"
                part="button secondary"
                disabled={query.page >= list.pagination.pages && !list.pagination.totalIsLowerBound}
                onClick={() => goTo(query.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

/** "Did you mean …" (choosing it searches for it) and the words the catalogue left out of the search. */
function SearchNotes(props: { list: UniversityList; lang: WidgetEnv['lang']; onSearch: (text: string) => void }) {
  const { list, lang, onSearch } = props;
  const t = translator(searchMessages, lang);
  if (list.suggestion === undefined && !list.ignoredWords?.length) return null;
  return (
    <div class="se-notes" part="notes" role="status">
      {list.suggestion !== undefined && (
        <p>
          {t('didYouMean')}{' '}
          <button type="button" class="se-link" onClick={() => onSearch(list.suggestion!)}>
            {list.suggestion}
          </button>
        </p>
      )}
      {list.ignoredWords?.length ? (
        <p>{t('leftOut', { words: new Intl.ListFormat(lang).format(list.ignoredWords) })}</p>
      ) : null}
    </div>
  );
}

/**
 * Cards and a pager row holding the place of what has not arrived (a skeleton), or, `hidden`,
 * of a first page shorter than a full one.
 */
function Placeholders({ count, pager, hidden }: { count: number; pager?: boolean; hidden?: boolean }) {
  // Placeholders are alike and never reordered: their place is their identity.
  const keys = Array.from({ length: Math.max(0, count) }, (_, i) => `placeholder-${i}`);
  const cards = keys.map((key) => (
    <li key={key} class={`se-card se-placeholder${hidden ? ' se-hidden' : ''}`} aria-hidden="true">
      <h3>&nbsp;</h3>
      <p class="se-muted">&nbsp;</p>
      <ul class="se-tags" />
      <p class="se-muted">&nbsp;</p>
    </li>
  ));
  return (
    <>
      {cards.length > 0 && (hidden ? cards : <ul class="se-results">{cards}</ul>)}
      {pager && (
        <div class={`se-pager${hidden ? ' se-hidden' : ''}`} aria-hidden="true">
          <button type="button" class="se-secondary" tabIndex={-1} disabled>
            &nbsp;
          </button>
        </div>
      )}
    </>
  );
}
