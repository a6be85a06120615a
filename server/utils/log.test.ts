import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions } from './log.ts';

const capture = () => {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  return { logger: pino(logOptions('info'), stream), lines: () => written.map((line) => JSON.parse(line)) };
};

describe('log', () => {
  it('stamps each line with the time it was written, in ISO 8601', async () => {
    const { logger, lines } = capture();
    const before = Date.now();
    logger.info('first');
    await new Promise((done) => setTimeout(done, 5));
    logger.info('second');
    const after = Date.now();
    const [first, second] = lines().map((line) => line.time);
    for (const time of [first, second]) {
      expect(new Date(time).toISOString()).toBe(time);
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(time)).toBeLessThanOrEqual(after);
    }
    expect(Date.parse(second) - Date.parse(first)).toBeGreaterThanOrEqual(4);
  });

  it('replaces secrets wherever they sit in a logged object', () => {
    const { logger, lines } = capture();
    logger.info({ password: 'p1', body: { passportNumber: 'X123', nested: { token: 't' } }, keep: 'visible' }, 'x');
    const [line] = lines();
    expect(line.password).toBe('[redacted]');
    expect(line.body.passportNumber).toBe('[redacted]');
    expect(line.body.nested.token).toBe('[redacted]');
    expect(line.keep).toBe('visible');
  });

  it("writes an error's message, stack and cause but not the values a database repeats in `detail`", () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      detail: 'Key (email)=(someone@example.com) already exists.',
      cause: new Error('the cause'),
    });
    logger.error({ err: error }, 'request failed');
    const [line] = lines();
    expect(line.err.message).toContain('users_email_key');
    expect(line.err.stack).toContain('log.test.ts');
    expect(JSON.stringify(line)).toContain('the cause');
    expect(JSON.stringify(line)).not.toContain('someone@example.com');
  });
});
