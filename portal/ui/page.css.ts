import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * The parts every area's screen is made of, kept here once: the content column, its title and
 * lead, a row of stat cards, a toolbar of filters, a row of actions, and label/value pairs.
 */
export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const lead = style({ color: vars.color.textMuted, margin: 0 });

/** A row of stat cards. */
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

/** A list's search and filters, their controls aligned on the bottom line. */
export const toolbar = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** Label and value pairs (a record's details). */
export const facts = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
