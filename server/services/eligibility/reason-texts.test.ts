import { describe, expect, it } from 'vitest';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { reasonIn } from './reason-texts.ts';

describe('reasons in English and Arabic', () => {
  it('say what would change the verdict, with the values', () => {
    const finding = {
      code: 'ENGLISH_BELOW',
      params: { test: 'IELTS', score: 6, required: 6.5, gap: 0.5, cefr: 'B2' },
    } as const;
    expect(reasonIn(textsIn('en'), finding).message).toBe('IELTS 6 of the 6.5 required: +0.5 overall');
    expect(reasonIn(textsIn('ar'), finding).message).toMatch(/^IELTS .+ من .+ المطلوبة/);
  });

  it('name a UK class and the missing fields in the reader language', () => {
    const grade = {
      code: 'GRADE_BELOW',
      params: { grade: 'THIRD', scale: 'UK_CLASS', german: 4, required: 2.5, needed: 'UPPER_SECOND' },
    } as const;
    expect(reasonIn(textsIn('en'), grade).message).toBe(
      'Your grade Third class is below the minimum: Upper Second (2:1) on your scale would meet it',
    );
    const missing = { code: 'PROFILE_INCOMPLETE', params: { fields: 'grade, nationality' } } as const;
    expect(reasonIn(textsIn('ar'), missing).message).toBe('أضف المعدل والجنسية لتحصل على نتيجة');
  });
});
