import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const group = style({ border: 0, padding: 0, margin: 0, marginBlockEnd: vars.space.md, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  marginBlockEnd: vars.space.xs,
});

export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSurface },
    '&:has(input:disabled)': { cursor: 'not-allowed' },
  },
});

export const input = style({ marginBlockStart: '0.3rem', accentColor: vars.color.brand });

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
