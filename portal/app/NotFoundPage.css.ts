import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const page = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  margin: 0,
});

export const path = style({
  fontFamily: vars.font.mono,
  background: vars.color.surfaceMuted,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  padding: 0,
  marginBlock: `${vars.space.md} ${vars.space.lg}`,
});

export const heading = style({ fontSize: vars.fontSize.lg, marginBlockStart: vars.space.lg });
