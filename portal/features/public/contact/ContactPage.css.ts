import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const twoColumns = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const detailTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const detailValue = style({ margin: 0, fontStyle: 'normal', overflowWrap: 'anywhere' });

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
