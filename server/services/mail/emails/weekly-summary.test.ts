import { expect, it } from 'vitest';
import { weeklySummaryEmail } from './weekly-summary.ts';

const week = { from: '2026-11-23', to: '2026-11-29' };
const isolated = (value: string) => `\u2068${value}\u2069`;

it('writes each figure against the week before, in hours or as a share, and a dash where there is none', () => {
  const email = weeklySummaryEmail('admin@test.local', 'en', {
    week,
    figures: [
      { name: 'SIGN_UPS', unit: 'count', week: 1200, weekBefore: 0 },
      { name: 'REVIEW_MEDIAN_HOURS', unit: 'hours', week: 12.5, weekBefore: null },
    ],
    analyticsLink: 'https://study.example/admin/analytics',
  });
  expect(email).toMatchObject({ kind: 'WEEKLY_SUMMARY', language: 'en' });
  // ICU puts thin spaces around the dash of a range.
  expect(email.subject).toMatch(/^Your weekly summary: \u2068Nov 23\s–\s29, 2026\u2069$/);
  expect(email.text).toContain(`Sign-ups: ${isolated('1,200')} (the week before: ${isolated('0')})`);
  expect(email.text).toContain(
    `Median time from submission to the admins' decision: ${isolated('12.5 hours')} (the week before: ${isolated('–')})`,
  );
  expect(email.text).toContain('Open your analytics: https://study.example/admin/analytics');
});

it('writes an Arabic reader’s summary in Arabic, right to left', () => {
  const email = weeklySummaryEmail('university@test.local', 'ar', {
    week,
    figures: [{ name: 'ACCEPTANCE_RATE', unit: 'share', week: 0.5, weekBefore: 0.25 }],
    analyticsLink: 'https://study.example/ar/university/dashboard?tab=analytics',
  });
  const percent = (share: number) => new Intl.NumberFormat('ar', { style: 'percent' }).format(share);
  expect(email.html).toContain('lang="ar" dir="rtl"');
  expect(email.text).toContain(`نسبة القبول: ${isolated(percent(0.5))} (الأسبوع السابق: ${isolated(percent(0.25))})`);
});
