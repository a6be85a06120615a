import { COMBOBOX_CSS } from '#widgets/shared/combobox.ts';

// The university type-ahead's list, under its box.
export const APPLY_CSS = COMBOBOX_CSS;
