import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** Holds the search box and, under it at its full width in either direction, the suggestions. */
export const combobox = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% - ${vars.space.md})`,
  zIndex: 10,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSurface } },
});

/** What a suggestion is, and where: after its name, quieter. */
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'end' });
