import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const dropzone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.md,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSurface } },
});

/** The label that opens the file picker; the input inside it stays reachable by keyboard. */
export const pick = style({
  position: 'relative',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const files = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const file = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

/** A file's own document type, on a line of its own under its name. */
export const fileType = style({ flexBasis: '100%' });

export const problems = style({
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
