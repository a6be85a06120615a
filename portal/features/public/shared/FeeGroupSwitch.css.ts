import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlock: vars.space.sm,
});

export const label = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });

export const choice = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSurface, borderColor: vars.color.info, fontWeight: 600 },
  },
});
