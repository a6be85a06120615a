import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The three revenue tables side by side where there is room, one under the other on a phone. */
export const breakdown = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
  minWidth: 0,
});

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
