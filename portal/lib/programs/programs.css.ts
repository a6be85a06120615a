import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { toolbar, actions, facts, heading } from '#portal/ui/page.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md });
