import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandHover}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const heroInner = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto' });

export const heroTitle = style({ fontSize: vars.fontSize.display, margin: 0, maxWidth: '40rem' });

export const heroText = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '40rem',
  marginBlock: `${vars.space.md} ${vars.space.lg}`,
});

export const search = style({ display: 'flex', gap: vars.space.sm, maxWidth: '40rem', flexWrap: 'wrap' });

export const searchInput = style({
  flex: '1 1 16rem',
  minHeight: '3rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
});

export const searchButton = style({
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSurface } },
});

export const reasons = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const reason = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  height: '100%',
});

export const reasonTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.xs });

export const reasonText = style({ margin: 0, color: vars.color.textMuted });

/** Country tiles are small: two side by side on a phone, up to six in a row on a wide screen. */
export const countries = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(9.5rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const country = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  height: '100%',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const countryName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const countryCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cta = style({
  marginBlockStart: vars.space.xxl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSurface,
  textAlign: 'center',
});

export const ctaActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', flexWrap: 'wrap' });
