// Colours the widgets derive from one brand colour so that every text and ring stays readable
// (WCAG 2.2: 4.5:1 for text, 3:1 for focus rings and other parts of controls).

type Rgb = [number, number, number];

/** The widget's background, against which links, rings and hover colours are measured. */
export const WIDGET_BACKGROUND = '#ffffff';
const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';
export const TEXT_CONTRAST = 4.5;
export const PART_CONTRAST = 3;

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Dark or light text on a surface, whichever reads better (one of them always reaches 4.5:1 but for a few mid greys, where black does). */
export function textOn(surface: string): string {
  const dark = contrastRatio(surface, DARK_TEXT);
  const light = contrastRatio(surface, LIGHT_TEXT);
  if (dark >= TEXT_CONTRAST || light >= TEXT_CONTRAST) return dark >= light ? DARK_TEXT : LIGHT_TEXT;
  return '#000000';
}

/** The colour moved towards black in small steps until it reaches `ratio` against the background. */
function darkenTo(hex: string, ratio: number, atLeast = 0): string {
  const rgb = rgbOf(hex);
  for (let step = atLeast; step <= 20; step++) {
    const candidate = hexOf(rgb.map((c) => c * (1 - step / 20)) as Rgb);
    if (contrastRatio(candidate, WIDGET_BACKGROUND) >= ratio) return candidate;
  }
  return '#000000';
}

export interface BrandPalette {
  brand: string;
  onBrand: string;
  hover: string;
  onHover: string;
  /** Focus rings and the outline of brand-coloured parts: at least 3:1 on the widget's background. */
  ring: string;
  /** Links and brand-coloured text on the widget's background: at least 4.5:1. */
  link: string;
}

/** Everything the widgets paint in the agency's colour, readable whatever that colour is. */
export function brandPalette(brand: string): BrandPalette {
  // Hover and active are a shade darker than the brand, and at least 3:1 against the background.
  const hover = darkenTo(brand, PART_CONTRAST, 2);
  return {
    brand,
    onBrand: textOn(brand),
    hover,
    onHover: textOn(hover),
    ring: darkenTo(brand, PART_CONTRAST),
    link: darkenTo(brand, TEXT_CONTRAST),
  };
}
