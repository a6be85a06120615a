import { describe, expect, it } from 'vitest';
import { brandPalette, contrastRatio, textOn } from './contrast.ts';

describe('brand colours stay readable', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffc800', '#ffffff')).toBeCloseTo(1.554, 2);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('puts the text that reaches 4.5:1 on any brand colour', () => {
    expect(textOn('#ffc800')).toBe('#0f172a');
    expect(textOn('#0f766e')).toBe('#ffffff');
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, textOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives hover, ring and link shades that keep 3:1 and 4.5:1 on white', () => {
    for (const brand of ['#ffc800', '#ffffff', '#7dd3fc', '#1d4ed8', '#000000', '#0f766e']) {
      const p = brandPalette(brand);
      expect(contrastRatio(p.ring, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(p.hover, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(p.link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p.onBrand, p.brand)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p.onHover, p.hover)).toBeGreaterThanOrEqual(4.5);
    }
    // A colour already dark enough is kept for rings and links.
    expect(brandPalette('#1d4ed8')).toMatchObject({ ring: '#1d4ed8', link: '#1d4ed8' });
  });
});
