import { expect, it } from 'vitest';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { COMPLETE_PROFILE, newStudent, signIn } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('student dashboard', (server) => {
  it('answers the spec shape for the demo student', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.userType === 'STUDENT')!;
    const dashboard = await profile.dashboard(await signIn(server(), account.email, account.password));
    expect(dashboard.student.firstName).toBe('Sara');
    expect(dashboard.applicationStats).toEqual({
      total: 2,
      draft: 1,
      submitted: 1,
      underReview: 0,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(dashboard.documentStats).toEqual({ total: 3, verified: 1, pending: 2 });
    expect(dashboard.unreadMessages).toBe(0);
    expect(dashboard.recentApplications).toHaveLength(2);
    expect(dashboard.recentDocuments).toHaveLength(3);
  });

  it('recommends universities in the preferred countries or teaching the preferred programmes, both first', async () => {
    const { client } = await newStudent(server(), {
      ...COMPLETE_PROFILE,
      preferredCountries: ['Netherlands'],
      preferredPrograms: ['MSc Computer Science'],
    });
    const { recommendedUniversities } = await profile.dashboard(client);
    expect(recommendedUniversities.length).toBeGreaterThan(0);
    const score = (u: { country: string; specialties: string[] }) =>
      Number(u.country === 'Netherlands') + Number(u.specialties.includes('Computer Science'));
    const scores = recommendedUniversities.map(score);
    expect(scores.every((s) => s > 0)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(2);
    expect(recommendedUniversities[0]).toMatchObject({
      name: expect.any(String),
      city: expect.any(String),
      programCount: expect.any(Number),
    });
  });

  it('falls back to featured universities without preferences', async () => {
    const { client } = await newStudent(server(), { firstName: 'Rami', lastName: 'Aziz' });
    const { recommendedUniversities } = await profile.dashboard(client);
    const featured = (await universities.list(server().client(), { featured: true, limit: 100 })).universities;
    expect(recommendedUniversities.length).toBe(Math.min(6, featured.length));
    expect(recommendedUniversities.every((u) => u.featured)).toBe(true);
  });

  it('follows new applications and documents', async () => {
    const { client } = await newStudent(server());
    const [university] = (await universities.list(server().client(), { limit: 1 })).universities;
    await applications.create(client, {
      universityId: university.id,
      programName: 'MSc AI',
      degreeLevel: "Master's Degree",
      status: 'SUBMITTED',
    });
    await documents.upload(client, documents.uploadForm([{ blob: blobOf(pdfBytes()), name: 'cv.pdf' }], 'CV_RESUME'));
    const dashboard = await profile.dashboard(client);
    expect(dashboard.applicationStats).toMatchObject({ total: 1, submitted: 1 });
    expect(dashboard.documentStats).toEqual({ total: 1, verified: 0, pending: 1 });
    expect(dashboard.recentApplications[0]).toMatchObject({
      programName: 'MSc AI',
      university: { id: university.id, name: university.name },
    });
    expect(dashboard.recentDocuments[0].fileName).toBe('cv.pdf');
  });
});
