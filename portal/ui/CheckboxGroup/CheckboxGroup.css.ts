import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const group = style({
  border: 0,
  padding: 0,
  margin: 0,
  marginBlockEnd: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  marginBlockEnd: vars.space.xs,
});
