import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

/** The keyboard focuses the (hidden) native input; its ring is drawn on the visible button. */
export const input = style({});

export const button = style({
  selectors: { [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
