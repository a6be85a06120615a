import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
