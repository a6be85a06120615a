import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
  });
});
