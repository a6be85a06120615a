import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center', marginBlock: vars.space.lg });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const page = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
