import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: 'inline-size 200ms',
});

/** The percentage keeps its width; a long label wraps beside it instead of running into it. */
export const percent = style({ flexShrink: 0 });
