/**
 * Control characters (C0, DEL, C1: NUL, CR, LF, …) and the marks that reorder text (U+061C,
 * U+200E/U+200F, the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069).
 * `invoice<U+202E>fdp.exe` would otherwise be shown as `invoiceexe.pdf`.
 */
const HIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A file name as the browser sent it, made safe to store, show and put in a download header. */
export function storedFileName(name: string, fallback = 'file'): string {
  const clean = name.replace(HIDDEN, '').trim().slice(0, 255);
  return clean || fallback;
}
