import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
});

export const dialog = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  flexWrap: 'wrap',
});
