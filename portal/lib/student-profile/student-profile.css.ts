import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const countries = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}` });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  marginBlockEnd: vars.space.sm,
});

export const countryGrid = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});
