import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { lead } from '#portal/ui/page.css.ts';

/** What the summary holds, then its switch. */
export const body = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
