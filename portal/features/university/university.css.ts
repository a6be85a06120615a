import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The content column of a university screen. */
export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

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

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
