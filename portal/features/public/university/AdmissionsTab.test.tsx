import type { Program, UniversityDetail } from '#sdk/schemas/university';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { AdmissionsTab } from './AdmissionsTab.tsx';

const university = (deadlines: (string | null)[]): UniversityDetail => ({
  id: 1,
  name: 'Test University',
  country: 'Germany',
  city: 'Berlin',
  website: null,
  imageUrl: null,
  specialties: [],
  featured: false,
  description: null,
  founded: null,
  studentsTotal: null,
  universityType: null,
  phone: null,
  email: null,
  applicationFee: null,
  responseTimeDays: null,
  qsRank: null,
  theRank: null,
  tuitionRangeMin: null,
  tuitionRangeMax: null,
  admissionRequirements: null,
  languageRequirements: null,
  programCount: deadlines.length,
  createdAt: '2026-01-01T00:00:00.000Z',
  academicPrograms: deadlines.map(
    (applicationDeadline, i): Program => ({
      id: i + 1,
      name: `Programme ${i + 1}`,
      category: null,
      level: "Master's Degree",
      language: null,
      durationMonths: null,
      tuitionFee: null,
      intake: null,
      source: null,
      applicationDeadline,
      requiredDocuments: [],
    }),
  ),
});

async function deadlineShown(deadlines: (string | null)[]) {
  const host = await renderInPortal(<AdmissionsTab university={university(deadlines)} />);
  const fact = host.querySelector('dl > div');
  return [fact?.querySelector('dt')?.textContent, fact?.querySelector('dd')?.textContent];
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  await activateLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Admissions tab deadline', () => {
  it('shows the next deadline of the catalogue with its distance from today', async () => {
    expect(await deadlineShown(['2026-02-15', '2027-03-15', '2026-12-01'])).toEqual([
      'Next application deadline',
      'December 1, 2026 (in 6 days)',
    ]);
  });

  it('shows a passed deadline as closed, never as the next one', async () => {
    expect(await deadlineShown(['2026-02-15', null])).toEqual([
      'Application deadline',
      'Closed on February 15, 2026 (9 months ago)',
    ]);
  });

  it('says when no deadline is known rather than inventing one', async () => {
    expect(await deadlineShown([null])).toEqual([
      'Next application deadline',
      'Not published yet: ask us and we will find out for you.',
    ]);
  });
});

describe('Admissions tab response time', () => {
  const responseShown = async (days: number, language: 'en' | 'ar') => {
    await activateLocale(language);
    const host = await renderInPortal(<AdmissionsTab university={{ ...university([]), responseTimeDays: days }} />);
    const facts = [...host.querySelectorAll('dl > div')].map((f) => f.querySelector('dd')?.textContent);
    return facts.at(-1);
  };

  it('says a response within the day as such, never "0 days", in both languages', async () => {
    expect(await responseShown(0, 'en')).toBe('Less than a day');
    expect(await responseShown(0, 'ar')).toBe('أقل من يوم');
    expect(await responseShown(3, 'en')).toBe('3 days');
  });
});
