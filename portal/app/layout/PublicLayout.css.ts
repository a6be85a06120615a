import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/**
 * At least a screen tall, so that the footer starts below the first screen: content arriving
 * after the first paint never moves it in view (no layout shift).
 */
export const main = style({ flex: 1, outline: 'none', minBlockSize: '100vh' });

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
