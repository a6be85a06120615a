import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const preview = style({
  inlineSize: '100%',
  maxBlockSize: '12rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.sm,
});
