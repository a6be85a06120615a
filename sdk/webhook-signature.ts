// The signature of a webhook delivery (sdk/README.md, Webhooks), made by the server and checked by
// the receiver with the same code: `Study-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
// Web Crypto, so that it runs in Node, Deno, workers and browsers alike.

const encoder = new TextEncoder();

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `Study-Signature` header for a body sent at `time` (unix seconds). */
export async function signWebhook(body: string, secret: string, time: number): Promise<string> {
  return `t=${time},v1=${await hmacHex(secret, `${time}.${body}`)}`;
}

/** Compares two hex texts in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * True when `header` (the delivery's `Study-Signature`) signs this exact `body` (the raw text, before
 * parsing) with `secret`, and was made within `toleranceSeconds` of now (a replayed old delivery fails).
 * The header as a framework gives it: `req.get('study-signature')`, Node's `req.headers['study-signature']`.
 */
export async function verifyWebhook(
  body: string,
  header: string | readonly string[] | null | undefined,
  secret: string,
  toleranceSeconds = 300,
): Promise<boolean> {
  const parts = new Map(
    ((typeof header === 'string' ? header : header?.[0]) ?? '').split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const time = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(time) || !given) return false;
  if (Math.abs(Date.now() / 1000 - time) > toleranceSeconds) return false;
  return sameText(await hmacHex(secret, `${time}.${body}`), given);
}
