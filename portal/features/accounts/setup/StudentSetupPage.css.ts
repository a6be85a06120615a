import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const stepTitle = style({ fontSize: vars.fontSize.xl, marginBlock: `${vars.space.lg} ${vars.space.md}`, outline: 'none' });

export const nav = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, marginBlockStart: vars.space.lg });
