import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** An e-mail's plain text, as written, wrapping long lines. */
export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  margin: `${vars.space.xs} 0 0`,
});
