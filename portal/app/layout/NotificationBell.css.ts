import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ position: 'relative' });

export const count = style({
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 0.25rem)',
  zIndex: 45,
  width: 'min(22rem, 90vw)',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.md, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const item = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const unread = style([item, { background: vars.color.brandSurface, fontWeight: vars.fontWeight.medium }]);

export const when = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 'normal',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const settings = style({ borderBlockStart: `1px solid ${vars.color.border}`, paddingBlockStart: vars.space.sm });
