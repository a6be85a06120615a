import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ position: 'relative', display: 'flex' });

export const input = style({ paddingInlineEnd: '2.75rem' });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlock: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
