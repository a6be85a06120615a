import { Trans, useLingui } from '@lingui/react/macro';
import { EmbedOrigin } from '#sdk/schemas/agency';
import { useState } from 'react';
import * as v from 'valibot';
import { useErrorText } from '#portal/lib/error-text.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './embed.css.ts';

interface OriginsEditorProps {
  origins: string[];
  onChange: (origins: string[]) => void;
  /** Errors of the saved list, by position (the server's `allowedOrigins.N`). */
  errors: Partial<Record<number, string>>;
}

/** A pasted address keeps only its origin: https://www.example.com/contact → https://www.example.com. */
function originOf(input: string): string {
  try {
    const url = new URL(input.trim());
    return /^https?:$/.test(url.protocol) ? url.origin : input.trim();
  } catch {
    return input.trim();
  }
}

/** The web origins allowed to embed the agency's widgets: a list to remove from and a field to add to. */
export function OriginsEditor({ origins, onChange, errors }: OriginsEditorProps) {
  const { t } = useLingui();
  const { text } = useErrorText();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();

  const add = () => {
    const result = v.safeParse(EmbedOrigin, originOf(draft));
    if (!result.success) return setProblem(text(result.issues[0].message));
    if (origins.includes(result.output)) return setProblem(t`This origin is already in the list`);
    onChange([...origins, result.output]);
    setDraft('');
    setProblem(undefined);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Allowed origins</Trans>
      </legend>
      <p>
        <Trans>
          Only pages on these websites may send requests through your widgets. Requests from anywhere else are refused.
        </Trans>
      </p>
      {origins.length ? (
        <ul className={styles.originList}>
          {origins.map((origin, index) => (
            <li key={origin} className={styles.origin}>
              <span className={styles.originText} dir="ltr">
                {origin}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Remove ${origin}`}
                onClick={() => onChange(origins.filter((o) => o !== origin))}
              >
                <Trans>Remove</Trans>
              </Button>
              {errors[index] && <p className={styles.error}>{text(errors[index])}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No website is allowed yet: your consultation and apply widgets only work on this portal.</Trans>
        </p>
      )}
      <div className={styles.addRow}>
        <TextField
          label={t`Add a website`}
          hint={t`Scheme, host and port only, such as https://www.your-agency.com`}
          type="url"
          dir="ltr"
          value={draft}
          error={problem}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" className={styles.addButton} onClick={add}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
