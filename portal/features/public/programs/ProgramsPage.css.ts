import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const summary = style({ color: vars.color.textMuted, marginBlock: `${vars.space.md} ${vars.space.sm}` });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const result = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const name = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const place = style({ margin: `${vars.space.xs} 0`, color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
