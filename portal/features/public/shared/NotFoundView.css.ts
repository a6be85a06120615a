import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ color: vars.color.text, fontSize: vars.fontSize.xxl, margin: 0 });

export const text = style({ margin: 0, maxWidth: '36rem' });
