import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const search = style({ maxWidth: '28rem' });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const count = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
