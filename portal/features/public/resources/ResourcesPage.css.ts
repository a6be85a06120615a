import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const topic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const topicTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const topicText = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const advisor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSurface,
});
