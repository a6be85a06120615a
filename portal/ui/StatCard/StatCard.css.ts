import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  margin: 0,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
