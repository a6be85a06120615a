import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '#server/utils/config.ts';

export interface MailMessage {
  id: number;
  /** The sender, as the admins set it (else MAIL_FROM). */
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one e-mail over and answers its Message-ID; throws when it could not be handed over. */
export interface MailTransport {
  send(message: MailMessage): Promise<string>;
  close(): void;
}

/** nodemailer, loaded at the first e-mail rather than at start (the start time: docs/performance.md). */
const loadNodemailer = () => import('nodemailer').then((module) => module.default);

/** A transport made at its first use, closed only if it was made. */
function lazily(make: (nodemailer: Awaited<ReturnType<typeof loadNodemailer>>) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then(make)),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

/**
 * SMTP (pooled) when SMTP_URL is set; otherwise each e-mail is built by nodemailer as a complete
 * RFC 5322 message and written to DATA_DIR/mail/<id>.eml, readable by any mail program.
 */
export function mailTransport(config: Config['mail']): MailTransport {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const smtp = lazily((nodemailer) =>
      nodemailer.createTransport(smtpUrl.includes('?') ? smtpUrl : `${smtpUrl}?pool=true`),
    );
    return {
      async send(message) {
        const info = await (await smtp.get()).sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return info.messageId;
      },
      close: smtp.close,
    };
  }
  const files = lazily((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await files.get()).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(config.mailDir, { recursive: true });
      await writeFile(join(config.mailDir, `${message.id}.eml`), info.message as Buffer);
      return info.messageId;
    },
    close: files.close,
  };
}
