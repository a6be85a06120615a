// The text patterns of the spec's field rules, free of any library: widgets check a visitor's
// input with them without downloading the schema library.

/** Simple x@y.z pattern of spec part 1, 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus, then 7 or more digits, spaces, hyphens or brackets (spec part 1, 5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{7,}$/;
/** Starts with http:// or https:// and contains a dot (spec part 1, 5). */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s]+\.[^\s]+$/;
