/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { Client } from '#sdk/client';
import * as universities from '#sdk/resources/universities';
import type { University } from '#sdk/schemas/university';
import { countryName } from '#widgets/shared/countries.ts';
import { useCombobox } from '#widgets/shared/combobox.ts';
import { Field } from '#widgets/shared/fields.tsx';
import type { Lang } from '#widgets/types.ts';

const SUGGESTIONS = 8;

interface UniversityPickerProps {
  client: Client;
  lang: Lang;
  label: string;
  placeholder: string;
  noMatch: string;
  /** The chosen university's name, shown in the box while the visitor does not type. */
  chosen: string;
  onChoose: (id: string) => void;
  error?: string;
}

/**
 * Type-ahead over the whole catalogue: the server searches as the visitor types and
 * offers a few matches, so any of 100,000 universities can be chosen. A combobox with a listbox:
 * arrows move, Enter chooses, Escape closes.
 */
export function UniversityPicker({
  client,
  lang,
  label,
  placeholder,
  noMatch,
  chosen,
  onChoose,
  error,
}: UniversityPickerProps) {
  const [text, setText] = useState<string>();
  const [matches, setMatches] = useState<University[]>();
  const typing = text !== undefined;

  // One request per pause in typing; a newer text aborts the older request.
  useEffect(() => {
    if (!typing || !text.trim()) return setMatches(undefined);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      universities.list(client, { search: text.trim(), limit: SUGGESTIONS }, abort.signal).then(
        (answer) => setMatches(answer.universities),
        () => undefined,
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [client, text, typing]);

  const stop = () => {
    setText(undefined);
    setMatches(undefined);
  };
  const combo = useCombobox({
    id: 'se-university-list',
    options: matches,
    first: 0,
    choose: (university) => {
      onChoose(String(university.id));
      stop();
    },
    onEscape: stop,
  });

  return (
    <Field id="se-university" label={label} error={error}>
      <div class="se-combo">
        <input
          id="se-university"
          part="input"
          type="text"
          {...combo.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'se-university-error' : undefined}
          placeholder={placeholder}
          value={typing ? text : chosen}
          onInput={(event) => setText((event.currentTarget as HTMLInputElement).value)}
          onBlur={stop}
        />
        {combo.open && matches?.length === 0 && (
          <p class="se-options se-muted" role="status">
            {noMatch}
          </p>
        )}
        {combo.open && !!matches?.length && (
          <div class="se-options" id="se-university-list" role="listbox" aria-label={label}>
            {matches.map((u, i) => (
              <div key={u.id} {...combo.option(i)}>
                {u.name} <span class="se-muted">({countryName(u.country, lang)})</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </Field>
  );
}
