import { initials } from './initials.ts';
import * as styles from './Avatar.css.ts';

interface AvatarProps {
  name: string;
  size?: keyof typeof styles.size;
}

/** A circle with the initials of a name; the name is its accessible text. */
export function Avatar({ name, size = 'md' }: AvatarProps) {
  return (
    <span className={styles.size[size]} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
