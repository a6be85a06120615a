import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const track = style({
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: 'background-color 120ms',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.125rem',
  insetInlineStart: '0.125rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'inset-inline-start 120ms',
  selectors: { [`${track}[aria-checked="true"] &`]: { insetInlineStart: '1.375rem' } },
});
