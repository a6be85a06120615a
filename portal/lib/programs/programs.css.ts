import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const toolbar = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
