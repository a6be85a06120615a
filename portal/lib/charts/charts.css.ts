import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The canvas needs a box of known height (Chart.js: responsive, no aspect ratio). */
export const canvasBox = style({ position: 'relative', blockSize: '18rem', minInlineSize: 0 });

export const rangeControl = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});

export const change = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const changeUp = style({ fontSize: vars.fontSize.sm, color: vars.color.success });
export const changeDown = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const legend = style({ fontWeight: vars.fontWeight.medium, paddingInline: 0, marginBlockEnd: vars.space.xs });
