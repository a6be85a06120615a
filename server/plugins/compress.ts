import { type H3Event, getRequestHeader, getResponseHeader, setResponseHeader } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { chooseEncoding } from '#server/utils/accept-encoding.ts';
import { compressed, MIN_COMPRESSED_BYTES } from '#server/utils/compression.ts';
import { textAnswer } from '#server/utils/text-answer.ts';

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
    if (!answer || answer.bytes.length < MIN_COMPRESSED_BYTES) return;
    const encoding = chooseEncoding(getRequestHeader(event, 'accept-encoding'));
    if (!encoding) return;
    response.body = compressed(answer.bytes, encoding);
    setResponseHeader(event, 'content-type', answer.type);
    setResponseHeader(event, 'content-encoding', encoding);
  });
});
