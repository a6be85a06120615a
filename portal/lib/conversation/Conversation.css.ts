import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxBlockSize: '22rem',
  overflowY: 'auto',
});

const bubble = style({
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  maxInlineSize: '85%',
  border: `1px solid ${vars.color.border}`,
});

/** One's own messages sit at the end of the line (the right in English, the left in Arabic). */
export const mine = style([bubble, { justifySelf: 'end', background: vars.color.brandSurface }]);
export const theirs = style([bubble, { justifySelf: 'start', background: vars.color.surface }]);
export const internal = style([bubble, { justifySelf: 'start', background: vars.color.warningSurface }]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const body = style({ margin: `${vars.space.xxs} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const seen = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0, justifySelf: 'end' });

export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const attachments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const attachment = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const size = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const attach = style({ display: 'inline-flex' });

/** The keyboard focuses the (hidden) native input; its ring is drawn on the visible button. */
export const attachInput = style({});

export const attachButton = style({
  cursor: 'pointer',
  selectors: {
    [`${attachInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
