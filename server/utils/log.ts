import { pino } from 'pino';

/**
 * The server's one logger: a JSON line per event on stdout; LOG_LEVEL picks how much
 * (default info). `npm run dev` pipes the lines through pino-pretty for a person to read.
 * Secrets never reach a line: the fields below are replaced wherever they appear.
 */
export const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'passportNumber',
  'passport_number',
  'password_hash',
];

let isoTimeMs = 0;
let isoTimeField = '';

/** pino's `isoTime`, made once per millisecond: a busy server writes many lines in one. */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoTimeMs) {
    isoTimeMs = now;
    isoTimeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoTimeField;
}

export const logOptions = (level = process.env.LOG_LEVEL || 'info') => ({
  level,
  base: undefined,
  timestamp: isoTime,
  redact: { paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]), censor: '[redacted]' },
  // Database errors repeat the refused values in `detail` (an e-mail, a passport number): keep the rest.
  serializers: {
    err: (error: Error) => ({ ...pino.stdSerializers.err(error), detail: undefined, parameters: undefined }),
  },
});

// Lines are written synchronously, so the last ones before a crash are not lost.
export const log = pino(logOptions());

/**
 * The line each request leaves (server/utils/request-record.ts): fixed fields that never hold a
 * secret, so it skips the redaction, which costs about 20 µs a line, eight times the rest of the
 * line. Written without blocking: a line goes out at once on an idle server, and under load the
 * lines that wait for a write in progress go out together (one write instead of one per request);
 * pino writes what is left when the process exits.
 */
export const requestLog = pino({ ...logOptions(), redact: undefined }, pino.destination({ sync: false }));
