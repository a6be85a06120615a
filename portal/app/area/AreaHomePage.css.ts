import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const page = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto', padding: vars.space.lg });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const purpose = style({ margin: 0, color: vars.color.textMuted });
