import { describe, expect, it } from 'vitest';
import { storedFileName } from './stored-name.ts';

describe('storedFileName', () => {
  it('drops the right-to-left override, so the name reads as what it is', () => {
    expect(storedFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });
  it('drops NUL, CR, LF, DEL, C1 controls and the other direction marks', () => {
    expect(storedFileName('a\u0000b\r\nc\u007Fd\u0085e\u2066f\u2069g\u200Fh\u061C.pdf')).toBe('abcdefgh.pdf');
  });
  it('keeps Arabic and other letters', () => {
    expect(storedFileName('شهادة الثانوية.pdf')).toBe('شهادة الثانوية.pdf');
  });
  it('falls back when nothing is left, and caps the length', () => {
    expect(storedFileName('\u202E\r\n')).toBe('file');
    expect(storedFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});
