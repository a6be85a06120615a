import { type H3Event, getResponseHeader } from 'h3';

export interface TextAnswer {
  bytes: Buffer;
  type: string;
}

/**
 * The bytes and type of an answer a handler returned as text or JSON; undefined for anything else
 * (streams, files). Worked out once per request, before the answer is compressed, so that every
 * `beforeResponse` hook (compression, idempotency keys) reads the same bytes.
 */
export function textAnswer(event: H3Event, body: unknown): TextAnswer | undefined {
  if ('textAnswer' in event.context) return event.context.textAnswer as TextAnswer | undefined;
  const type = String(getResponseHeader(event, 'content-type') ?? '');
  let answer: TextAnswer | undefined;
  if (Buffer.isBuffer(body)) answer = /json|html|text/.test(type) ? { bytes: body, type } : undefined;
  else if (typeof body === 'string') answer = { bytes: Buffer.from(body), type: type || 'text/html; charset=utf-8' };
  else if (
    body &&
    typeof body === 'object' &&
    (Object.getPrototypeOf(body) === Object.prototype || Array.isArray(body))
  )
    answer = { bytes: Buffer.from(JSON.stringify(body)), type: type || 'application/json' };
  event.context.textAnswer = answer;
  return answer;
}
