/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import type { Suggestion } from '#sdk/schemas/search-suggest';
import { translator } from '#widgets/shared/i18n.ts';
import type { WidgetEnv } from '#widgets/shared/mount.tsx';
import { searchMessages } from './messages.ts';

/** The type-ahead's list: a chunk of its own, loaded when the box first has the focus (the search's size budget). */
type SuggestionsModule = typeof import('./Suggestions.tsx');

const SUGGESTIONS_ID = 'se-suggestions';

interface SearchBoxProps {
  env: WidgetEnv;
  value: string;
  onType: (text: string) => void;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * The search box, suggesting countries, cities, fields, universities and programmes as one types,
 * in the widget's language, as the portal's /universities box does: a combobox whose listbox
 * (`Suggestions`) arrives with the first focus and drives the box's keys and state from then on.
 */
export function SearchBox({ env, value, onType, onChoose }: SearchBoxProps) {
  const t = translator(searchMessages, env.lang);
  const input = useRef<HTMLInputElement>(null);
  const [typeAhead, setTypeAhead] = useState<SuggestionsModule>();
  // Suggestions are asked for what the visitor typed, not for what a choice or a "did you mean" wrote in the box.
  const [typed, setTyped] = useState<string>();
  const load = () => typeAhead || import('./Suggestions.tsx').then(setTypeAhead, () => undefined);
  return (
    <div class="se-combo">
      <label class="se-visually-hidden" for="se-search">
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        part="input"
        id="se-search"
        type="search"
        // biome-ignore lint/a11y/noRedundantRoles: a search input without a datalist is a searchbox; the type-ahead makes it a combobox
        role="combobox"
        list={undefined}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={SUGGESTIONS_ID}
        aria-expanded="false"
        value={value}
        placeholder={t('placeholder')}
        onFocus={load}
        onInput={(event) => {
          const text = (event.currentTarget as HTMLInputElement).value;
          setTyped(text);
          onType(text);
        }}
      />
      {typeAhead && input.current && (
        <typeAhead.Suggestions
          env={env}
          id={SUGGESTIONS_ID}
          input={input.current}
          text={value}
          asking={typed === value}
          stopAsking={() => setTyped(undefined)}
          onChoose={onChoose}
        />
      )}
    </div>
  );
}
