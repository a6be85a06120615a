import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const slide = keyframes({ from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(0.9)' } });

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: 0,
  zIndex: 80,
  height: '3px',
  background: vars.color.brand,
  transformOrigin: 'left',
  animation: `${slide} 4s ease-out forwards`,
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
});
