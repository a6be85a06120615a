import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const scroll = style({
  overflowX: 'auto',
  // The containing block of what is positioned inside (a visually hidden label): kept within the
  // scrolling box, it cannot widen the page at phone width.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  // Focus is shown on the box as a whole (it is a tab stop for scrolling).
  selectors: { '&:focus-visible': { outlineOffset: 0 } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.md} 0.75rem`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

// Cells are padded lightly and headers may wrap, so a table of seven columns fits a page's main column.
const cellPadding = `${vars.space.sm} 0.75rem`;

export const th = style({
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: cellPadding,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  // On a phone the table scrolls anyway: headers on one line rather than a word per line.
  '@media': { 'screen and (max-width: 40rem)': { whiteSpace: 'nowrap' } },
});

export const td = style({
  textAlign: 'start',
  padding: cellPadding,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const tdNowrap = style([td, { whiteSpace: 'nowrap' }]);
