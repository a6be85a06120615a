import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const heading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space.xs });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
