import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const nav = style({ background: vars.color.surface, borderBlockEnd: `1px solid ${vars.color.border}` });

export const links = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  maxWidth: vars.layout.maxWidth,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSurface },
  },
});
