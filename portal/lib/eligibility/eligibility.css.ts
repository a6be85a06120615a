import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { list, muted } from '#portal/ui/rows.css.ts';

/** A match's reasons, one per line, under its programme. */
export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

/** The filters above a list of matches, wrapping. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
});

/** A verdict with its reasons under it. */
export const verdict = style({ display: 'grid', gap: vars.space.xs });

/** The verdict's badge and when it was checked, on one line that wraps. */
export const verdictHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
