import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { page, title, stats, toolbar, actions, facts, heading } from '#portal/ui/page.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The tabs in the page's grid: a table in a tab scrolls in its own box instead of widening the page. */
export const tabs = style({ minInlineSize: 0 });
