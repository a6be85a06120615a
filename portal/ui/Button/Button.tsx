import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class of a button, for anything that should look like one. */
export const buttonClass = ({ variant = 'primary', size = 'md', fullWidth = false }: Look = {}) =>
  [styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth].filter(Boolean).join(' ');

interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  // On a server-rendered page a click before hydration would do nothing: the button waits for it.
  const live = useHydrated();
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading || !live}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: Look & LinkProps) {
  return (
    <Link className={[buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' ')} {...rest} />
  );
}
