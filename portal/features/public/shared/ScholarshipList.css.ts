import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  height: '100%',
});

export const name = style({ fontSize: vars.fontSize.md, margin: 0 });

export const provider = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.success });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

export const link = style({ marginBlockStart: 'auto', fontSize: vars.fontSize.sm });
