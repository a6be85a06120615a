import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

/** Icons that point along the reading direction turn around in right-to-left layouts. */
export const directional = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
