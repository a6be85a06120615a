import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  userSelect: 'none',
});

export const size = styleVariants({
  sm: [avatar, { width: '2rem', height: '2rem', fontSize: vars.fontSize.sm }],
  md: [avatar, { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.md }],
  lg: [avatar, { width: '4rem', height: '4rem', fontSize: vars.fontSize.xl }],
});
