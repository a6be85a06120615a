import { createGlobalTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';

/** The one theme contract every component styles against (STYLE.md, 7). */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    onBrand: null,
    brandSurface: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { normal: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  layout: { maxWidth: null, narrowWidth: null },
});

// Colours meet WCAG AA against their surfaces (text 4.5:1), checked by the axe scans.
createGlobalTheme(':root', vars, {
  color: {
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    onBrand: '#ffffff',
    brandSurface: '#eff6ff',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#f9fafb',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#e5e7eb',
    borderStrong: '#6b7280',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerSurface: '#fef2f2',
    success: '#15803d',
    successSurface: '#f0fdf4',
    warning: '#92400e',
    warningSurface: '#fffbeb',
    info: '#1e40af',
    infoSurface: '#eff6ff',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(1.75rem, 1.1rem + 2.6vw, 2.5rem)',
  },
  fontWeight: { normal: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.6' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.08)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  layout: { maxWidth: '72rem', narrowWidth: '28rem' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, marginBlock: `0 ${vars.space.sm}` });
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

/** Present for screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
