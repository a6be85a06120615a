import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { actions } from '#portal/ui/rows.css.ts';

/** The step's box: the question, its buttons, and the confirmation in place of them. */
export const step = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0 });
