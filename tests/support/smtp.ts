import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { freePort } from './ports.ts';

export interface TestSmtp {
  /** The SMTP_URL for a server under test. */
  url: string;
  /** Every message that arrived, parsed, in arrival order. */
  received: ParsedMail[];
  /** Waits until `count` messages to `to` have arrived and answers them. */
  mailsTo(to: string, count?: number): Promise<ParsedMail[]>;
  /** Waits for a message to `to` whose plain text contains `text`. */
  mailWith(to: string, text: string): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** A value as the e-mails put it into a sentence: isolated (U+2068 … U+2069) from the text around it. */
export const isolated = (value: string) => `\u2068${value}\u2069`;

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (error) => done(error),
      );
    },
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  const to = (address: string) => received.filter((mail) => recipients(mail).includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mailsTo(address, count = 1) {
      await expect.poll(() => to(address).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(count);
      return to(address);
    },
    async mailWith(address, text) {
      const find = () => to(address).find((mail) => mail.text?.includes(text));
      await expect.poll(() => Boolean(find()), { timeout: 20_000, interval: 100 }).toBe(true);
      return find()!;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
