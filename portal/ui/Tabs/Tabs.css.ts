import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // On a phone the tabs wrap onto a second row rather than hide the last ones behind a scroll.
  flexWrap: 'wrap',
  marginBlockEnd: vars.space.md,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBlockEndColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
});
