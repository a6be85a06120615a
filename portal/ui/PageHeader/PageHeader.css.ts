import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const lead = style({ color: vars.color.textMuted, margin: 0 });
