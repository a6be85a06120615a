import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const heading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xs });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, borderInlineStart: `2px solid ${vars.color.border}`, paddingInlineStart: vars.space.md });

export const step = style({ position: 'relative', display: 'flex', gap: vars.space.sm });

/** The point of a step on the timeline's line. */
export const dot = style({
  position: 'absolute', insetInlineStart: `calc(-1 * ${vars.space.md} - 7px)`, insetBlockStart: '0.35rem',
  inlineSize: '12px', blockSize: '12px', borderRadius: vars.radius.full, background: vars.color.brand,
});

export const stepTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
