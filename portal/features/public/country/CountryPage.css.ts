import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.display, margin: 0 });

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  marginBlockStart: vars.space.xl,
});

export const text = style({ margin: 0, maxWidth: '48rem' });
