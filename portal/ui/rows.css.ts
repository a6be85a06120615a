import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Records as bordered rows (a student's documents, applications): the list, a row, its main column and title. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowMain = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0, flex: '1 1 16rem' });

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** A line of badges and buttons, wrapping. */
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
