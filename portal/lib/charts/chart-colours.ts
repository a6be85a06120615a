/**
 * Series colours, in order. Each has at least 4.5:1 contrast on the white chart surface (WCAG 1.4.11
 * asks 3:1 of graphics; these also pass as text, so a legend's swatch and label read alike), and
 * neighbours differ in lightness as well as hue, for readers who do not tell the hues apart.
 */
export const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#15803d', '#7e22ce', '#be123c', '#0f766e', '#374151'] as const;

/** Axis labels and grid lines: the theme's muted text and border colours. */
export const AXIS_TEXT = '#4b5563';
export const GRID_LINE = '#e5e7eb';

export const seriesColour = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length];
