import { useRef, useState } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** What an action says and does around its request. */
export interface ActionOptions<T, K extends string | number> {
  /** Names what runs, for the right button's spinner when a screen has several (`pending`). */
  kind?: K;
  /** The toast after success. */
  done?: string | ((result: T) => string);
  /** The toast's title after a failure, above the refusal in the reader's language; null: no toast. */
  failed?: string | ((error: unknown) => string | null);
  /** After success (and its toast): close a dialog, reload a list. */
  onDone?: (result: T) => void;
  /** Before the failure's toast: put field errors under their fields, reload what changed. */
  onError?: (error: unknown) => void;
  /** Keep the guard after success, for a screen that navigates away: its buttons stay disabled. */
  hold?: boolean;
}

/**
 * One request a screen sends: busy while it runs, a toast on success and on failure (the refusal
 * written from its code, `error-text.ts`), and claimed synchronously, so that a double click or a
 * second Enter, before React has re-rendered the disabled buttons, sends nothing
 * (`tests/browser/double-submit.spec.ts`).
 * `run` resolves to the work's result, or undefined after a failure or when another run holds the guard.
 */
export function useAction<K extends string | number = 'action'>() {
  const toast = useToast();
  const { error: errorText } = useErrorText();
  const claimed = useRef(false);
  const [pending, setPending] = useState<K | null>(null);

  const release = () => {
    claimed.current = false;
    setPending(null);
  };

  const run = async <T>(work: () => Promise<T>, options: ActionOptions<T, K> = {}): Promise<T | undefined> => {
    if (claimed.current) return undefined;
    claimed.current = true;
    setPending(options.kind ?? ('action' as K));
    let result: T;
    try {
      result = await work();
    } catch (error) {
      release();
      options.onError?.(error);
      const title = typeof options.failed === 'function' ? options.failed(error) : options.failed;
      if (title) toast.error(title, errorText(error));
      return undefined;
    }
    if (!options.hold) release();
    const done = typeof options.done === 'function' ? options.done(result) : options.done;
    if (done) toast.success(done);
    options.onDone?.(result);
    return result;
  };

  return { busy: pending !== null, pending, run, release };
}
