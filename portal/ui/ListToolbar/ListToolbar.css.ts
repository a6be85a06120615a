import { style } from '@vanilla-extract/css';

/** Where a phone's screen is too narrow for a list's filters above its first results. */
const NARROW = 'screen and (max-width: 40rem)';

/** The filters' toggle: only on a narrow screen. */
export const filtersToggle = style({ display: 'none', '@media': { [NARROW]: { display: 'block' } } });

/** The filters, laid out in the toolbar's grid as if they were its own; folded away on a narrow screen. */
export const filtersFolded = style({ display: 'contents', '@media': { [NARROW]: { display: 'none' } } });

export const filtersShown = style({ display: 'contents' });
