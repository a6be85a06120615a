import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const box = style({ marginBlockStart: vars.space.lg, background: vars.color.brandSurface });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const credentials = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  direction: 'ltr',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
