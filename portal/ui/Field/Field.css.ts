import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
});

// The label's size for the row too, so a required mark does not push its control below the one beside it.
export const labelRow = style({ display: 'flex', alignItems: 'baseline', fontSize: vars.fontSize.sm });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** The shared look of text inputs, selects and text areas. */
export const control = style({
  width: '100%',
  // The height a one-line input has anyway (padding, line, border), so selects and date inputs line up with it.
  minHeight: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
