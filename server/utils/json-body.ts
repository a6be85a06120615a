import type { H3Event } from 'h3';
import { fail } from './errors.ts';

/** The largest JSON body any route reads (files go through multipart uploads, with their own limits). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** 413 when a request declares a body above the limit: refused before a byte of it is read. */
export function refuseDeclaredOversize(event: H3Event, limit = JSON_BODY_LIMIT) {
  if (Number(event.node.req.headers['content-length'] ?? 0) > limit) fail(413, 'PAYLOAD_TOO_LARGE', 'BODY_TOO_LARGE');
}

async function readText(event: H3Event, limit: number): Promise<string> {
  refuseDeclaredOversize(event, limit);
  const chunks: Buffer[] = [];
  let length = 0;
  // A body sent without its length (chunked) is counted as it arrives and refused past the limit.
  for await (const chunk of event.node.req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) fail(413, 'PAYLOAD_TOO_LARGE', 'BODY_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's JSON body (undefined when empty), read once per request whoever asks first
 * (the lead admission reads the agency ahead of validation), never more than the limit.
 * 400 when it claims to be JSON and is not, 413 when it is too large.
 */
export function readJsonBody(event: H3Event, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const cached = event.context.jsonBody as Promise<unknown> | undefined;
  if (cached) return cached;
  const declaredJson = /json/i.test(event.node.req.headers['content-type'] ?? '');
  const reading = readText(event, limit).then((text) => {
    if (!text.trim()) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Text that is not JSON and does not claim to be is what it is: validation names the fields it lacks.
      if (!declaredJson && !/^\s*[[{"]/.test(text)) return text;
      fail(400, 'BAD_REQUEST', 'BODY_NOT_JSON');
    }
  });
  event.context.jsonBody = reading;
  return reading;
}
