import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-4rem',
  zIndex: 70,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});
