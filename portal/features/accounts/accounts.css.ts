import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** A centred column for sign-in, registration and setup forms. */
export const page = style({ maxWidth: vars.layout.narrowWidth, marginInline: 'auto', padding: `${vars.space.xl} ${vars.space.md}` });

export const widePage = style([page, { maxWidth: '44rem' }]);

export const title = style({ fontSize: vars.fontSize.xxl, marginBlockEnd: vars.space.xs });

export const lead = style({ color: vars.color.textMuted, marginBlock: `0 ${vars.space.lg}` });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'space-between', flexWrap: 'wrap', marginBlockStart: vars.space.md });

export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', marginBlockEnd: vars.space.md });

export const footnote = style({ textAlign: 'center', color: vars.color.textMuted, marginBlockStart: vars.space.lg });

export const grid = style({ display: 'grid', gap: `0 ${vars.space.md}`, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });

export const prose = style({ maxWidth: '44rem', marginInline: 'auto', padding: `${vars.space.xl} ${vars.space.md}`, lineHeight: vars.lineHeight.normal });
