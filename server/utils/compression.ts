import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

// The catalogue cache hands out the same Buffer for every hit: its compressed forms are kept beside it.
const compressedForms = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

/** `bytes` compressed with `encoding`, made once per Buffer. */
export function compressed(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const forms = compressedForms.get(bytes) ?? {};
  compressedForms.set(bytes, forms);
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(bytes, { level: 6 });
  return forms[encoding];
}
