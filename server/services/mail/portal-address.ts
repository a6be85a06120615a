import { type Locale, pathIn } from '#sdk/language-path';

/** A portal page as an e-mail links to it: on the public address, in the reader's language (`/ar/…`). */
export const portalAddress = (publicUrl: string, language: Locale, path: string) =>
  `${publicUrl}${pathIn(language, path)}`;
