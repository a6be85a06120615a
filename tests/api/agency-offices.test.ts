import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as analytics from '#sdk/resources/analytics';
import * as offices from '#sdk/resources/agency-offices';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as applications from '#sdk/resources/agency-applications';
import * as conversations from '#sdk/resources/conversations';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { joinedMember } from '#tests/support/agency-team.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi('offices of an agency: members and students in an office, a manager limited to theirs', (server) => {
  let admin: Client;
  let universityId: number;
  beforeAll(async () => {
    admin = await adminClient(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  /** An agency with its main office and a second one, a manager limited to the second, a student in each. */
  async function branches() {
    const owner = await newAgency(server(), 'PROFESSIONAL');
    const [main] = (await offices.listOffices(owner.client)).offices;
    const { office: cairo } = await offices.createOffice(owner.client, { name: 'Cairo' });
    const manager = await joinedMember(server(), owner.client, admin, 'MANAGER');
    await agencyTeam.updateMember(owner.client, manager.member.id, {
      officeId: cairo.id,
      officeOnly: true,
      name: 'Mona',
    });
    const inMain = (await students.create(owner.client, studentForm({ officeId: main.id }))).student;
    const inCairo = (await students.create(owner.client, studentForm({ officeId: cairo.id }))).student;
    const application = async (studentId: number) =>
      (
        await applications.create(owner.client, {
          studentId,
          universityId,
          programName: 'MSc Civil Engineering',
          degreeLevel: "Master's Degree",
          personalStatement: STATEMENT,
        })
      ).application;
    return {
      owner,
      main,
      cairo,
      manager,
      inMain,
      inCairo,
      mainApp: await application(inMain.id),
      cairoApp: await application(inCairo.id),
    };
  }

  it('gives an existing agency a main office, and lets the owner open, rename and close offices', async () => {
    const owner = await newAgency(server());
    const { offices: list } = await offices.listOffices(owner.client);
    expect(list.map((o) => o.name)).toEqual(['Main office']);
    const team = await agencyTeam.listMembers(owner.client);
    expect(team.me.officeId).toBe(list[0].id);
    const { office } = await offices.createOffice(owner.client, { name: 'Amman' });
    expect((await offices.updateOffice(owner.client, office.id, { name: 'Amman West' })).office.name).toBe(
      'Amman West',
    );
    expect((await apiError(offices.createOffice(owner.client, { name: '  ' }))).status).toBe(400);
    expect((await offices.removeOffice(owner.client, office.id)).success).toBe(true);
    expect((await apiError(offices.updateOffice(owner.client, office.id, { name: 'x' }))).status).toBe(404);
    // Another agency's office is not told apart from a missing one; an office someone works in stays.
    const other = await newAgency(server());
    expect((await apiError(offices.updateOffice(other.client, list[0].id, { name: 'Mine' }))).status).toBe(404);
    expect((await apiError(offices.removeOffice(owner.client, list[0].id))).reason).toBe('OFFICE_IN_USE');
  });

  it('shows a limited manager only their office’s students and applications, and 404 for the others', async () => {
    const { owner, main, cairo, manager, inMain, inCairo, mainApp, cairoApp } = await branches();
    const seen = await students.list(manager.client);
    expect(seen.students.map((s) => s.id)).toEqual([inCairo.id]);
    expect((await applications.list(manager.client)).applications.map((a) => a.id)).toEqual([cairoApp.id]);
    expect((await apiError(students.retrieve(manager.client, inMain.id))).status).toBe(404);
    expect((await apiError(applications.retrieve(manager.client, mainApp.id))).status).toBe(404);
    expect((await apiError(students.update(manager.client, inMain.id, { phone: '+1 555 0100' }))).status).toBe(404);
    expect((await apiError(conversations.send(manager.client, mainApp.id, { body: 'Hello' }))).status).toBe(404);
    expect((await students.retrieve(manager.client, inCairo.id)).student.officeId).toBe(cairo.id);
    // What they add is their office's; they cannot move a student to another office.
    const added = (await students.create(manager.client, studentForm())).student;
    expect(added.officeId).toBe(cairo.id);
    expect((await apiError(students.update(manager.client, inCairo.id, { officeId: main.id }))).status).toBe(403);
    // Asking for another office's list gives nothing; the owner sees both and filters by office.
    expect((await students.list(manager.client, { office: main.id })).students).toEqual([]);
    const all = await students.list(owner.client);
    expect(all.students.map((s) => s.id).sort()).toEqual([inMain.id, inCairo.id, added.id].sort());
    expect((await students.list(owner.client, { office: main.id })).students.map((s) => s.id)).toEqual([inMain.id]);
    expect((await applications.list(owner.client, { office: cairo.id })).applications.map((a) => a.id)).toEqual([
      cairoApp.id,
    ]);
    // Offices are the owner's and unlimited managers' to keep.
    expect((await apiError(offices.createOffice(manager.client, { name: 'Dubai' }))).status).toBe(403);
  });

  it('filters the analytics by office and refuses a bad office', async () => {
    const { owner, main, cairo } = await branches();
    const funnel = async (office?: number) =>
      Object.fromEntries((await analytics.agency(owner.client, { office })).funnel.map((s) => [s.stage, s.count]));
    expect((await funnel()).STUDENTS).toBe(2);
    expect((await funnel(main.id)).STUDENTS).toBe(1);
    expect((await funnel(cairo.id)).STUDENTS).toBe(1);
    expect((await apiError(analytics.agency(owner.client, { office: 'x' as never }))).status).toBe(400);
  });

  it('refuses an office of another agency, a limit without an office, and round-robin among a stranger’s office', async () => {
    const { owner, manager } = await branches();
    const other = await newAgency(server());
    const [theirs] = (await offices.listOffices(other.client)).offices;
    const refused = await apiError(agencyTeam.updateMember(owner.client, manager.member.id, { officeId: theirs.id }));
    expect([refused.status, refused.errors[0]?.field]).toEqual([400, 'officeId']);
    expect((await apiError(agencyTeam.updateMember(owner.client, manager.member.id, { officeId: null }))).status).toBe(
      400,
    );
    expect((await apiError(students.create(owner.client, studentForm({ officeId: theirs.id })))).status).toBe(400);
    expect(
      (await apiError(agencyTeam.updateLeadAssignment(owner.client, { mode: 'ROUND_ROBIN', officeId: theirs.id })))
        .status,
    ).toBe(400);
  });
});
