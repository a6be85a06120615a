import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The figures and charts, one under the other. */
export const sections = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
