/** @jsxImportSource preact */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import * as search from '#sdk/resources/search';
import type { Suggestion } from '#sdk/schemas/search-suggest';
import { COMBOBOX_CSS, useCombobox } from '#widgets/shared/combobox.ts';
import { translator } from '#widgets/shared/i18n.ts';
import type { WidgetEnv } from '#widgets/shared/mount.tsx';
import { searchMessages } from './messages.ts';

let sheet: CSSStyleSheet | undefined;

interface SuggestionsProps {
  env: WidgetEnv;
  /** The listbox's id, which the box names as the one it controls. */
  id: string;
  /** The search box: this list names its active option on it and takes its keys. */
  input: HTMLInputElement;
  text: string;
  /** Whether the box holds what the visitor typed (not what a choice or a "did you mean" wrote), and the end of it. */
  asking: boolean;
  stopAsking: () => void;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * The search box's listbox (GET /search/suggest, in the widget's language): the WAI-ARIA combobox
 * pattern of `useCombobox`, put on the box it is given (its attributes and its keys).
 */
export function Suggestions({ env, id, input, text, asking, stopAsking, onChoose }: SuggestionsProps) {
  const { client, lang } = env;
  const t = translator(searchMessages, lang);
  const [suggestions, setSuggestions] = useState<Suggestion[]>();
  const typed = text.trim();

  // One request per pause in typing; a newer text aborts the older request.
  useEffect(() => {
    if (!typed) return setSuggestions(undefined);
    if (!asking) return;
    const abort = new AbortController();
    const timer = setTimeout(
      () =>
        search.suggest(client, { q: typed, lang }, abort.signal).then(
          (answer) => setSuggestions(answer.suggestions.length ? answer.suggestions : undefined),
          () => undefined,
        ),
      150,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [client, typed, lang, asking]);

  const combo = useCombobox({
    id,
    options: suggestions,
    first: -1,
    choose: (suggestion) => {
      stopAsking();
      onChoose(suggestion);
    },
  });

  // The box is the search widget's: this list adds its stylesheet to the widget's, and listens to the box.
  const latest = useRef({ combo, stopAsking });
  latest.current = { combo, stopAsking };
  useLayoutEffect(() => {
    const root = input.getRootNode() as ShadowRoot;
    sheet ??= new CSSStyleSheet();
    sheet.replaceSync(COMBOBOX_CSS);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const keys = (event: KeyboardEvent) => {
      // Enter searches what was typed: a suggestion arriving after it opens no list.
      if (event.key === 'Enter') latest.current.stopAsking();
      latest.current.combo.input.onKeyDown(event);
    };
    const leaving = () => latest.current.combo.close();
    input.addEventListener('keydown', keys);
    input.addEventListener('blur', leaving);
    return () => {
      input.removeEventListener('keydown', keys);
      input.removeEventListener('blur', leaving);
    };
  }, [input]);
  const expanded = combo.input['aria-expanded'];
  const active = combo.input['aria-activedescendant'];
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (active) input.setAttribute('aria-activedescendant', active);
    else input.removeAttribute('aria-activedescendant');
  }, [input, expanded, active]);

  return (
    <div class="se-options" id={id} role="listbox" aria-label={t('searchLabel')} hidden={!expanded}>
      {suggestions?.map((suggestion, at) => (
        <div key={`${suggestion.kind} ${suggestion.value} ${suggestion.id}`} {...combo.option(at)}>
          <bdi>{suggestion.label}</bdi>{' '}
          <span class="se-muted">
            {[t(suggestion.kind), suggestion.city, suggestion.country].filter(Boolean).join(' · ')}
          </span>
        </div>
      ))}
    </div>
  );
}
