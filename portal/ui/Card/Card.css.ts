import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
