import { msg } from '@lingui/core/macro';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import type { OutgoingEmail } from './outbox.repository.ts';

export type EmailLanguage = 'en' | 'ar';

export interface EmailContent {
  kind: string;
  to: string;
  language: EmailLanguage;
  subject: string;
  /** Paragraphs, in the recipient's language. */
  lines: string[];
  /** One button (and a plain link in the text part). */
  action?: { label: string; url: string };
}

const signature = (language: EmailLanguage) => textsIn(language)._(msg`Study in Europe`);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One e-mail as plain text and HTML; Arabic is laid out right to left. */
export function renderEmail(content: EmailContent): OutgoingEmail {
  const { language, lines, action } = content;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [...lines, ...(action ? [`${action.label}: ${action.url}`] : []), `— ${signature(language)}`].join(
    '\n\n',
  );
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569" dir="ltr">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,'Segoe UI',Tahoma,sans-serif;color:#0f172a;line-height:1.5;margin:0;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}" dir="${dir}">
${paragraphs}
${button}
<p style="margin:24px 0 0;color:#475569">${escapeHtml(signature(language))}</p>
</body>
</html>`;
  return { to: content.to, language, kind: content.kind, subject: content.subject, text, html };
}
