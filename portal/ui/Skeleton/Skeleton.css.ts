import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
