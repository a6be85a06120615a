import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import * as styles from './offer.css.ts';

export interface Choice {
  key: string;
  /** The button, and the confirming button once asked. */
  label: string;
  /** What the confirmation says will happen. */
  question: string;
  danger?: boolean;
  request: () => Promise<unknown>;
  /** The toasts after it, and after a refusal (with the server's reason). */
  done: string;
  failed: string;
}

/**
 * A step with two or more answers, each confirmed in place (it may sit inside a dialog, so no second
 * dialog opens): the question, a button per answer; a click asks again, with Cancel.
 */
export function ConfirmedChoice({
  title,
  lead,
  choices,
  onDone,
  children,
}: {
  title: string;
  lead: string;
  choices: Choice[];
  onDone: () => void;
  /** Shown with the answers, before one is chosen (what an answer needs, e.g. an intake). */
  children?: ReactNode;
}) {
  const headingId = useId();
  const [asked, setAsked] = useState<Choice | null>(null);
  const { busy, run } = useAction();
  const confirm = async (choice: Choice) => {
    await run(choice.request, { done: choice.done, failed: choice.failed, onDone });
    setAsked(null);
  };
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {asked ? (
        <div role="alert" className={styles.actions}>
          <p className={styles.text}>{asked.question}</p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAsked(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant={asked.danger ? 'danger' : 'primary'}
              size="sm"
              loading={busy}
              onClick={() => confirm(asked)}
            >
              {asked.label}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.text}>{lead}</p>
          {children}
          <div className={styles.actions}>
            {choices.map((choice) => (
              <Button
                key={choice.key}
                variant={choice.danger ? 'secondary' : 'primary'}
                size="sm"
                onClick={() => setAsked(choice)}
              >
                {choice.label}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
