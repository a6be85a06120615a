import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The content column of a public page. */
export const page = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
