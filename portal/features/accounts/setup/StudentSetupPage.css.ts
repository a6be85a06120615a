import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const progress = style({ marginBlockEnd: vars.space.md });

// The card's own padding is the space above the step's title.
export const stepTitle = style({ fontSize: vars.fontSize.xl, marginBlock: `0 ${vars.space.md}`, outline: 'none' });

export const nav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});
