import { useLingui } from '@lingui/react/macro';
import * as search from '#sdk/resources/search';
import type { Suggestion, SuggestionKind } from '#sdk/schemas/search-suggest';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './SearchSuggestions.css.ts';

interface SearchSuggestionsProps {
  label: string;
  placeholder: string;
  value: string;
  onType: (text: string) => void;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * A search box that suggests countries, cities, fields, universities and programmes as one
 * types (GET /search/suggest), in the page's language: the WAI-ARIA combobox with a listbox
 * popup. The arrows move through the suggestions (the box keeps the focus and names the active
 * one), Enter chooses it, Escape closes the list; Enter with none active searches what was typed.
 */
export function SearchSuggestions({ label, placeholder, value, onType, onChoose }: SearchSuggestionsProps) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const typed = useDebounced(value.trim(), 150);
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';

  useEffect(() => {
    setActive(-1);
    if (!typed) return setSuggestions([]);
    const call = new AbortController();
    search.suggest(api, { q: typed, lang }, call.signal).then(
      (answer) => setSuggestions(answer.suggestions),
      () => setSuggestions([]),
    );
    return () => call.abort();
  }, [typed, lang]);

  const kinds: Record<SuggestionKind, string> = {
    country: t`Country`,
    city: t`City`,
    field: t`Field of study`,
    university: t`University`,
    programme: t`Programme`,
  };
  const shown = open && suggestions.length > 0;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    onChoose(suggestion);
  };
  /** The next (1) or previous (-1) suggestion, round from the last to the first and back. */
  const move = (by: 1 | -1) => {
    setOpen(true);
    const count = suggestions.length;
    setActive((at) => (!count ? -1 : by > 0 ? (at + 1) % count : at <= 0 ? count - 1 : at - 1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      if (shown && active >= 0) {
        event.preventDefault();
        choose(suggestions[active]);
      } else setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <TextField
        label={label}
        type="search"
        name="search"
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          setOpen(true);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!shown}>
        {suggestions.map((suggestion, at) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the box keeps the focus and its keys choose (aria-activedescendant), as the combobox pattern asks
          <div
            key={`${suggestion.kind} ${suggestion.value} ${suggestion.id}`}
            id={`${listId}-${at}`}
            role="option"
            aria-selected={at === active}
            className={styles.option}
            // The box keeps the focus while a suggestion is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <bdi>{suggestion.label}</bdi>
            <span className={styles.detail}>
              {[kinds[suggestion.kind], suggestion.city, suggestion.country].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
