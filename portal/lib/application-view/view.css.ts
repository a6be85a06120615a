import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { actions, heading } from '#portal/ui/page.css.ts';

/** The parts of an application in a dialog, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.lg });

export { rowTitle as title, muted } from '#portal/ui/rows.css.ts';

/** A statement as its writer typed it: its line breaks kept, a long word broken. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
