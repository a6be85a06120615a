import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The open menu sits in the top layer (popover), placed under its button by ActionMenu. */
export const panel = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  minWidth: '11rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

export const danger = style({ color: vars.color.danger });
