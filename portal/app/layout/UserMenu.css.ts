import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 0.25rem)',
  zIndex: 45,
  minWidth: '12rem',
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const name = style({ maxWidth: '14rem', overflow: 'hidden', textOverflow: 'ellipsis' });
