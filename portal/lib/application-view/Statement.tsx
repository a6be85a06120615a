import { useId } from 'react';
import * as styles from './view.css.ts';

/** A text of the application (a statement, the university's note, the offer's conditions), named by its heading; nothing when it is empty. */
export function Statement({ title, text }: { title: string; text: string | null }) {
  const id = useId();
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <p className={styles.text} dir="auto">
        {text}
      </p>
    </section>
  );
}
