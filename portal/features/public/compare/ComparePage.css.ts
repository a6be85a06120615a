import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The title and its buttons (print, the PDF quote), wrapping. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

/** Download the quote, print. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Several lines in one cell: a programme's intakes, requirements or reasons. */
export const lines = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

/** A printed comparison is the table alone. */
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});

globalStyle(`${lines} li`, { overflowWrap: 'anywhere' });
