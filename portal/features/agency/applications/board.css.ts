import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/**
 * The columns side by side; the row scrolls sideways when they do not fit. It is the containing
 * block of what is positioned inside (the columns' visually hidden texts), so nothing of a column
 * out of view widens the page.
 */
export const board = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(15rem, 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.sm,
});

export const column = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const columnTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const count = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});
