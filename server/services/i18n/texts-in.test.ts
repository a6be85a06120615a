import { msg, plural } from '@lingui/core/macro';
import { describe, expect, test } from 'vitest';
import { accountInvitationEmail } from '#server/services/mail/emails/account-invitation.ts';
import { emailTextsIn, textsIn } from './texts-in.ts';

describe('the texts of e-mails', () => {
  test('isolate each name put into a sentence, so that an Arabic subject keeps its order around a Latin name', () => {
    const invitation = {
      kind: 'AGENCY_MEMBER_INVITED',
      agencyName: 'Nile Bridge Education',
      role: 'COUNSELLOR',
    } as const;
    const email = accountInvitationEmail('member@example.com', 'ar', invitation, 'https://example.com/set-password');
    expect(email.subject).toBe('تدعوك \u2068Nile Bridge Education\u2069 إلى فريقها في منصة الدراسة في أوروبا');
    expect(accountInvitationEmail('member@example.com', 'en', invitation, 'https://example.com').subject).toBe(
      '\u2068Nile Bridge Education\u2069 invites you to its team on Study in Europe',
    );
  });

  test('leave numbers as numbers, for plurals, and leave the texts of PDFs and pages alone', () => {
    const files = (count: number) => msg`${plural(count, { one: '# file', other: '# files' })}`;
    expect(emailTextsIn('en')._(files(2))).toBe('2 files');
    const name = 'Lena';
    expect(textsIn('en')._(msg`Dear ${name},`)).toBe('Dear Lena,');
    expect(emailTextsIn('en')._(msg`Dear ${name},`)).toBe('Dear \u2068Lena\u2069,');
  });
});
