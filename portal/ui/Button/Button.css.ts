import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.brand,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSurface } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
    },
  ],
});

export const size = styleVariants({
  sm: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm, minHeight: '2rem' },
  md: { paddingBlock: vars.space.sm, paddingInline: vars.space.md, fontSize: vars.fontSize.md, minHeight: '2.5rem' },
  lg: { paddingBlock: vars.space.sm, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg, minHeight: '3rem' },
});

export const fullWidth = style({ width: '100%' });
