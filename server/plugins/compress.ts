import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type H3Event, getRequestHeader, getResponseHeader, setResponseHeader } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { chooseEncoding } from '#server/utils/accept-encoding.ts';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/** The bytes and type of an answer a handler returned as text or JSON; undefined for anything else (streams, files). */
function textAnswer(event: H3Event, body: unknown): { bytes: Buffer; type: string } | undefined {
  const type = String(getResponseHeader(event, 'content-type') ?? '');
  if (Buffer.isBuffer(body)) return /json|html|text/.test(type) ? { bytes: body, type } : undefined;
  if (typeof body === 'string') return { bytes: Buffer.from(body), type: type || 'text/html; charset=utf-8' };
  if (body && typeof body === 'object' && (Object.getPrototypeOf(body) === Object.prototype || Array.isArray(body)))
    return { bytes: Buffer.from(JSON.stringify(body)), type: type || 'application/json' };
  return undefined;
}

// The catalogue cache hands out the same Buffer for every hit: its compressed forms are kept beside it.
const compressedForms = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

function compress(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const forms = compressedForms.get(bytes) ?? {};
  compressedForms.set(bytes, forms);
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(bytes, { level: 6 });
  return forms[encoding];
}

/** Adds a request header to Vary, keeping what other handlers put there (embed CORS adds Origin). */
function addVary(event: H3Event, header: string): void {
  const vary = String(getResponseHeader(event, 'vary') ?? '');
  const listed = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!listed.includes(header.toLowerCase())) setResponseHeader(event, 'vary', vary ? `${vary}, ${header}` : header);
}

/**
 * HTML and JSON answers above 1 KB leave compressed (brotli or gzip, by Accept-Encoding), with
 * `Vary: Accept-Encoding`. Built files are compressed once at build time (compressPublicAssets).
 */
export default defineNitroPlugin((nitro) => {
  nitro.hooks.hook('beforeResponse', (event, response) => {
    addVary(event, 'Accept-Encoding');
    if (event.method === 'HEAD' || getResponseHeader(event, 'content-encoding')) return;
    const answer = textAnswer(event, response.body);
    if (!answer || answer.bytes.length < MIN_BYTES) return;
    const encoding = chooseEncoding(getRequestHeader(event, 'accept-encoding'));
    if (!encoding) return;
    response.body = compress(answer.bytes, encoding);
    setResponseHeader(event, 'content-type', answer.type);
    setResponseHeader(event, 'content-encoding', encoding);
  });
});
