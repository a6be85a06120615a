import { buffer } from 'node:stream/consumers';
import type { H3Event } from 'h3';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict } from '#server/utils/errors.ts';
import { sendPdf } from '#server/services/pdf/pdf.ts';
import { mimeOfKey } from '#server/services/files/content-kinds.ts';
import { visibleClaim } from '#server/services/commissions/claims.service.ts';
import { presentClaim } from '#server/services/commissions/commission.presenter.ts';
import { renderInvoice } from './invoice.ts';
import { findInvoiceParties } from './invoice.repository.ts';

/** The PDF's image formats: a GIF or WebP logo is left off the invoice. */
const PDF_IMAGES = new Set(['image/png', 'image/jpeg']);

async function logoOf(app: App, key: string | null): Promise<string | null> {
  const mime = key ? mimeOfKey(key) : '';
  if (!key || !PDF_IMAGES.has(mime)) return null;
  const file = await app.files.get(key);
  return file ? `data:${mime};base64,${(await buffer(file.body)).toString('base64')}` : null;
}

/**
 * GET /commissions/claims/{id}/invoice.pdf: a raised claim's invoice, for its agency, its
 * university or an admin, in `lang` or else the agency's language.
 */
export async function sendInvoice(app: App, event: H3Event, user: SignedIn, id: number, lang?: 'en' | 'ar') {
  const row = await visibleClaim(app, user, id);
  if (!row.raised_at) conflict('INVOICE_NOT_READY');
  const { agency, university, payableAfter } = await findInvoiceParties(app.db, row);
  const language = lang ?? (agency.language === 'ar' ? 'ar' : 'en');
  const pdf = await renderInvoice(
    {
      claim: presentClaim(row),
      agency: { ...agency, logo: await logoOf(app, agency.logo_key) },
      university,
      payableAfter,
    },
    language,
  );
  return sendPdf(event, pdf, `invoice-${row.invoice_number}.pdf`);
}
