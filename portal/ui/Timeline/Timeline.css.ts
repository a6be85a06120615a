import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
});

export const step = style({ position: 'relative', display: 'flex', gap: vars.space.sm });

/** The point of a step on the timeline's line. */
export const dot = style({
  position: 'absolute',
  insetInlineStart: `calc(-1 * ${vars.space.md} - 7px)`,
  insetBlockStart: '0.35rem',
  inlineSize: '12px',
  blockSize: '12px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
