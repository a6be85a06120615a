import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const twoColumns = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
});

export const university = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const channels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const done = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const doneTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.xl,
});
