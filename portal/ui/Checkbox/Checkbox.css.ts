import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const wrap = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const box = style({ width: '1.1rem', height: '1.1rem', accentColor: vars.color.brand, margin: 0 });
