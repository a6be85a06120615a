import { type InputHTMLAttributes, useRef, useState } from 'react';
import { buttonClass } from '#portal/ui/Button/Button.tsx';
import type { ControlProps } from '#portal/ui/Field/Field.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './FileInput.css.ts';

type FileInputProps = ControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className' | keyof ControlProps> & {
    /** The button's text, in the page's language (the browser's own says "Choose File" in its language). */
    buttonLabel: string;
    /** Shown until a file is chosen. */
    emptyText: string;
    onPick: (file: File | undefined) => void;
  };

/**
 * A file picker for a Field: the native input stays the control (focus, label, keyboard, screen
 * readers), visually replaced by a button and the chosen file's name.
 */
export function FileInput({ buttonLabel, emptyText, onPick, ...input }: FileInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  return (
    <div className={styles.row}>
      <input
        ref={ref}
        type="file"
        className={`${visuallyHidden} ${styles.input}`}
        {...input}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setFileName(file?.name);
          onPick(file);
        }}
      />
      {/* For the mouse only; keyboard and screen-reader users reach the input itself. */}
      <span
        className={`${buttonClass({ variant: 'secondary' })} ${styles.button}`}
        aria-hidden="true"
        onClick={() => ref.current?.click()}
      >
        {buttonLabel}
      </span>
      <bdi className={styles.fileName} aria-hidden="true">
        {fileName ?? emptyText}
      </bdi>
    </div>
  );
}
