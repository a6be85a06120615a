import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

const requestBase = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  minInlineSize: 0,
});

/** A request card: orange while it waits for an answer, green once answered, grey once closed. */
export const request = styleVariants({
  open: [requestBase, { background: vars.color.warningSurface, borderColor: vars.color.warning }],
  answered: [requestBase, { background: vars.color.successSurface, borderColor: vars.color.success }],
  closed: [requestBase, { background: vars.color.surfaceMuted, borderColor: vars.color.border }],
});

export const requestTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export { actions } from '#portal/ui/rows.css.ts';
