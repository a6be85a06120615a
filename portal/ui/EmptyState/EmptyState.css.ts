import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ color: vars.color.text, fontSize: vars.fontSize.lg, margin: 0 });

export const text = style({ margin: 0, maxWidth: '36rem' });
