import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The content column of an agency screen. */
export const page = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto', padding: `${vars.space.xl} ${vars.space.md}`, display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const lead = style({ color: vars.color.textMuted, margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const toolbar = style({ display: 'grid', gap: `0 ${vars.space.md}`, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const grid = style({ display: 'grid', gap: `0 ${vars.space.md}`, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' });
