import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const name = style({ fontSize: vars.fontSize.lg, margin: 0, marginInlineEnd: 'auto' });

export const facts = style({ display: 'flex', gap: `${vars.space.xs} ${vars.space.lg}`, flexWrap: 'wrap', margin: 0 });

export const fact = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const factLabel = style({ color: vars.color.textMuted });

export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const inbox = style({ display: 'grid', gap: vars.space.lg });

export const check = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const checkHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const checkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const checkItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
