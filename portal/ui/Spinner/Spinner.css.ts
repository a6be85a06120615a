import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  border: '0.2em solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const block = style({ display: 'flex', justifyContent: 'center', padding: '3rem 1rem', fontSize: '1.5rem' });
