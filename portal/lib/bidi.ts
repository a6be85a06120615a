/**
 * A value put into a translated sentence, isolated from it (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE): an English name or an e-mail in an Arabic sentence keeps its
 * own direction, and the sentence's punctuation stays on its side. For strings (titles, toasts,
 * option descriptions); in JSX, `<bdi>` does the same.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
