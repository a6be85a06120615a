import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { toolbar, actions, facts, heading } from '#portal/ui/page.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minInlineSize: 0 });

/** One intake of the editor, set apart from the next. */
export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
