import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#sdk/errors';
import { collectFieldMessages } from '../../build/messages/field-messages.ts';
import { errorMessage } from './error-text.ts';
import { fieldText } from './field-text.ts';
import { activateLocale, i18n } from './i18n.ts';
// The areas' own field texts, which their screens add when they load.
import '#portal/features/accounts/settings/integration-field-texts.ts';
import '#portal/features/accounts/two-factor-field-texts.ts';
import './commissions/commission-field-texts.ts';
import './programs/program-field-texts.ts';
import './area-field-texts.ts';

const fieldMessages = collectFieldMessages(resolve(import.meta.dirname, '../..'));
const arabic = /[\u0600-\u06FF]/;

describe('server and contract texts in Arabic', () => {
  beforeAll(async () => {
    await activateLocale('ar');
  });

  it('finds the field messages the server and the sdk schemas send', () => {
    // A sample of texts known to be sent, so that the collection itself cannot silently come back empty.
    expect(fieldMessages.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        'Must be a whole number',
        'Search is too long',
        'Contains a character that is not allowed',
        'This email appears more than once in the file',
      ]),
    );
  });

  it('has an Arabic text for every one of them (add it to portal/lib/field-text.ts and the ar catalog)', () => {
    const english = fieldMessages.filter(({ text }) => !arabic.test(fieldText(i18n, text)));
    expect(english.map(({ text, file }) => `${file}: ${text}`)).toEqual([]);
  });

  it('writes a refusal from its code and values, not from its English message', () => {
    const refused = new ApiError(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'A message the portal does not read',
      reason: 'REVIEWED_BY_OTHER',
      params: { admin: 'admin@example.com' },
    });
    const text = errorMessage(i18n, refused);
    expect(text).toMatch(arabic);
    expect(text).toContain('admin@example.com');
    expect(text).not.toContain('A message the portal does not read');
  });

  it("shows the server's message for a code it does not know, with the field details in Arabic", () => {
    const newer = new ApiError(400, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Something a newer server says',
      reason: 'A_NEWER_CODE' as never,
      errors: [{ field: 'page', message: 'Must be a whole number' }],
    });
    const text = errorMessage(i18n, newer);
    expect(text.startsWith('Something a newer server says (page: ')).toBe(true);
    expect(text.slice('Something a newer server says'.length)).toMatch(arabic);
  });

  it("reads a field message that is a refusal's message (an upload's missing file) by its code", () => {
    expect(fieldText(i18n, 'Please choose a CSV file to import')).toMatch(arabic);
  });

  it('writes years without a thousands separator', () => {
    const text = fieldText(i18n, 'Must be a year from 1980 to 2030');
    expect(text).toMatch(arabic);
    expect(text).toMatch(/١٩٨٠|1980/);
    expect(text).not.toMatch(/[,٬]/);
  });
});
