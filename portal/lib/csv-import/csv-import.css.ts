import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const problem = style({ color: vars.color.danger, margin: 0 });
