import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { page, title, lead, actions, stats } from '#portal/ui/page.css.ts';

export const header = style({ display: 'grid', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const grid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

/** A page title with its main action at the end of the line. */
export const titleRow = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** An avatar beside a name and a line under it. */
export const person = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

/** A list without bullets, its items spaced. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A warning that does not block (an application's eligibility): amber, with its edge on the reading side. */
export const warning = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const warningTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** A refusal the screen spells out (an import's errors, the plan's limit). */
export const problem = style({ color: vars.color.danger, margin: 0 });

/** Two or more buttons that switch how a list is shown (table, board). */
export const viewSwitch = style({ display: 'flex', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
