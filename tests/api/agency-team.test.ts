import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminUsers from '#sdk/resources/admin-users';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as apiKeys from '#sdk/resources/api-keys';
import * as applications from '#sdk/resources/agency-applications';
import * as auth from '#sdk/resources/auth';
import * as conversations from '#sdk/resources/conversations';
import * as leads from '#sdk/resources/leads';
import * as students from '#sdk/resources/agency-students';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import type { AgencyStudent } from '#sdk/schemas/student';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { agencyWithCounsellors } from '#tests/support/agency-team.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { clientFromPage } from '#tests/support/embed-fixtures.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { describeApi } from '#tests/support/suite.ts';
import { enrol, signInWithCode } from '#tests/support/two-factor.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi('agencies as teams: members, seats, assignment and what each role sees', (server) => {
  let admin: Client;
  let universityId: number;
  beforeAll(async () => {
    admin = await adminClient(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  const team = () => agencyWithCounsellors(server(), admin);

  /** A student of the agency assigned to `memberId`, with an application and a document. */
  async function assignedStudent(owner: Client, memberId: number) {
    const { student } = await students.create(owner, studentForm({ assignedMemberId: memberId }));
    const { application } = await applications.create(owner, {
      studentId: student.id,
      universityId,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });
    const form = documents.uploadForm([{ blob: blobOf(pdfBytes()), name: 'passport.pdf' }], 'PASSPORT');
    const [document] = (await students.uploadDocuments(owner, student.id, form)).documents;
    await conversations.send(owner, application.id, { body: 'Welcome to the agency' });
    return { student, application, document };
  }

  const notFound = async (call: Promise<unknown>) => (await apiError(call)).status;

  it('makes the account its owner, invites counsellors by e-mail within the seats and names the plan when full', async () => {
    const { owner, ana, ben } = await team();
    const listed = await agencyTeam.listMembers(owner.client);
    expect(listed.me.role).toBe('OWNER');
    expect(listed.members.map((m) => [m.email, m.role, m.joined])).toEqual([
      [owner.user.email, 'OWNER', true],
      [ana.email, 'COUNSELLOR', true],
      [ben.email, 'COUNSELLOR', true],
    ]);
    expect(listed.seats).toEqual({ used: 3, cap: 3 });
    expect((await auth.me(ana.client)).user.agency).toMatchObject({ id: owner.agency.id, role: 'COUNSELLOR' });

    const full = await apiError(
      agencyTeam.inviteMember(owner.client, { email: uniqueEmail('fourth'), role: 'MANAGER' }),
    );
    expect([full.status, full.reason, full.params]).toEqual([409, 'SEATS_FULL', { plan: 'STARTER', limit: 3 }]);
    expect(full.message).toBe('Your STARTER plan allows up to 3 team members. Upgrade your plan to add more.');

    const taken = await apiError(agencyTeam.inviteMember(owner.client, { email: ana.email, role: 'MANAGER' }));
    expect([taken.status, taken.reason]).toEqual([409, 'EMAIL_TAKEN']);
    const bad = await apiError(
      agencyTeam.inviteMember(owner.client, { email: uniqueEmail('x'), role: 'OWNER' as 'MANAGER' }),
    );
    expect(bad.status).toBe(400);

    await agencyProfile.update(owner.client, { subscriptionTier: 'PROFESSIONAL' });
    await agencyTeam.inviteMember(owner.client, { email: uniqueEmail('fourth'), role: 'MANAGER' });
    expect((await agencyTeam.listMembers(owner.client)).seats).toEqual({ used: 4, cap: 10 });
  });

  it("keeps a counsellor to their own students, leads, applications, documents and conversations; another's answer 404", async () => {
    const { owner, ana, ben } = await team();
    const mine = await assignedStudent(owner.client, ana.member.id);
    const theirs = await assignedStudent(owner.client, ben.member.id);
    const as = ana.client;

    expect((await students.list(as)).students.map((s) => s.id)).toEqual([mine.student.id]);
    expect((await students.retrieve(as, mine.student.id)).student.assignedMemberId).toBe(ana.member.id);
    expect(await notFound(students.retrieve(as, theirs.student.id))).toBe(404);
    expect(await notFound(students.update(as, theirs.student.id, { phone: '+962 79 555 0199' }))).toBe(404);
    expect(await notFound(students.deactivate(as, theirs.student.id))).toBe(404);
    expect(await notFound(students.listDocuments(as, theirs.student.id))).toBe(404);
    expect(await notFound(students.removeDocument(as, theirs.student.id, theirs.document.id))).toBe(404);
    expect(await notFound(documents.download(as, theirs.document.id))).toBe(404);

    expect((await applications.list(as)).applications.map((a) => a.id)).toEqual([mine.application.id]);
    expect((await applications.stats(as)).stats.totalApplications).toBe(1);
    expect(await notFound(applications.retrieve(as, theirs.application.id))).toBe(404);
    expect(await notFound(applications.update(as, theirs.application.id, { programName: 'Other' }))).toBe(404);
    expect(await notFound(applications.withdraw(as, theirs.application.id))).toBe(404);
    expect(await notFound(applications.exportPdf(as, theirs.application.id))).toBe(404);
    expect(await notFound(applications.create(as, { ...draftOf(theirs.student.id) }))).toBe(404);

    const threads = (await conversations.list(as)).conversations.map((c) => c.applicationId);
    expect(threads).toEqual([mine.application.id]);
    expect(await notFound(conversations.messages(as, theirs.application.id))).toBe(404);
    expect(await notFound(conversations.send(as, theirs.application.id, { body: 'Hello' }))).toBe(404);
    expect((await conversations.messages(as, mine.application.id)).messages).toHaveLength(1);

    // Leads: the owner assigns one to each; each counsellor sees and changes only theirs.
    const widget = clientFromPage(server(), server().url);
    const lead = async (name: string) =>
      (
        await leads.create(widget, {
          kind: 'information',
          agencySlug: owner.agency.agencySlug!,
          name,
          email: uniqueEmail(name),
        })
      ).lead;
    const [anaLead, benLead] = [await lead('anas-lead'), await lead('bens-lead')];
    await leads.update(owner.client, anaLead.id, { assignedMemberId: ana.member.id });
    expect(await agencyTeam.assignLeads(owner.client, { ids: [benLead.id], assignedMemberId: ben.member.id })).toEqual({
      assigned: 1,
    });
    expect((await leads.list(as)).leads.map((l) => l.id)).toEqual([anaLead.id]);
    expect(await notFound(leads.update(as, benLead.id, { status: 'CONTACTED' }))).toBe(404);
    expect(await notFound(leads.convert(as, benLead.id))).toBe(404);
    const converted = await leads.convert(as, anaLead.id);
    expect((await students.retrieve(as, converted.studentId)).student.assignedMemberId).toBe(ana.member.id);
  });

  const draftOf = (studentId: number) => ({
    studentId,
    universityId,
    programName: 'MSc Civil Engineering',
    degreeLevel: "Master's Degree",
    personalStatement: STATEMENT,
  });

  it("gives a counsellor's new students to them, lets only the owner and managers assign, and managers see all", async () => {
    const { owner, ana, ben } = await team();
    const { student } = await students.create(ana.client, studentForm());
    expect(student.assignedMemberId).toBe(ana.member.id);
    const handOn = await apiError(students.update(ana.client, student.id, { assignedMemberId: ben.member.id }));
    expect(handOn.status).toBe(403);
    expect(
      (await apiError(agencyTeam.assignStudents(ana.client, { ids: [student.id], assignedMemberId: null }))).status,
    ).toBe(403);

    const other = await newAgency(server());
    const stranger = (await agencyTeam.listMembers(other.client)).me.id;
    const wrong = await apiError(students.update(owner.client, student.id, { assignedMemberId: stranger }));
    expect([wrong.status, wrong.errors[0]?.field]).toEqual([400, 'assignedMemberId']);

    const { student: second } = await students.create(owner.client, studentForm());
    expect(second.assignedMemberId).toBeNull();
    expect(
      await agencyTeam.assignStudents(owner.client, { ids: [student.id, second.id], assignedMemberId: ben.member.id }),
    ).toEqual({ assigned: 2 });
    expect((await students.list(ben.client)).students.map((s) => s.id).sort()).toEqual([student.id, second.id].sort());
    expect((await students.list(ana.client)).students).toEqual([]);
    expect((await students.list(owner.client, { assignedMemberId: ben.member.id })).pagination.total).toBe(2);

    const { member } = await agencyTeam.updateMember(owner.client, ana.member.id, { role: 'MANAGER' });
    expect(member.role).toBe('MANAGER');
    expect((await students.list(ana.client)).pagination.total).toBe(2);
    const moved = await students.update(ana.client, second.id, { assignedMemberId: ana.member.id });
    expect(moved.student.assignedMemberId).toBe(ana.member.id);

    const ownerRow = (await agencyTeam.listMembers(owner.client)).members[0];
    const unchangeable = await apiError(agencyTeam.updateMember(owner.client, ownerRow.id, { role: 'MANAGER' }));
    expect([unchangeable.status, unchangeable.reason]).toEqual([409, 'OWNER_UNCHANGEABLE']);
  });

  it('keeps the plan, the embed settings, the team, API keys and webhooks to the owner (403 for managers and counsellors)', async () => {
    const { owner, ana, ben } = await team();
    await agencyTeam.updateMember(owner.client, ana.member.id, { role: 'MANAGER' });
    for (const member of [ana.client, ben.client]) {
      const refusals = await Promise.all([
        apiError(agencyProfile.update(member, { subscriptionTier: 'ENTERPRISE' })),
        apiError(agencyProfile.retrieveEmbed(member)),
        apiError(agencyTeam.inviteMember(member, { email: uniqueEmail('x'), role: 'COUNSELLOR' })),
        apiError(agencyTeam.updateMember(member, ben.member.id, { role: 'MANAGER' })),
        apiError(agencyTeam.removeMember(member, ben.member.id)),
        apiError(apiKeys.listApiKeys(member)),
        apiError(agencyProfile.setup(member, { name: 'Breakaway', country: 'Germany' })),
      ]);
      expect(refusals.map((r) => [r.status, r.reason])).toEqual(refusals.map(() => [403, 'OWNER_ONLY']));
      expect((await agencyTeam.listMembers(member)).members).toHaveLength(3);
      expect((await agencyProfile.retrieve(member)).agency.id).toBe(owner.agency.id);
    }
  });

  it("closes the agency to its members when an admin turns the owner's account off", async () => {
    const { owner, ana } = await team();
    await adminUsers.deactivate(admin, owner.user.id);
    const closed = await apiError(students.list(ana.client));
    expect([closed.status, closed.reason]).toEqual([404, 'AGENCY_PROFILE_NOT_FOUND']);
    await adminUsers.activate(admin, owner.user.id);
    expect((await students.list(ana.client)).students).toEqual([]);
  });

  it('assigns new widget leads as the owner chose: nobody, the counsellors in turn, or one member', async () => {
    const { owner, ana, ben } = await team();
    const widget = clientFromPage(server(), server().url);
    const newLead = async () =>
      (
        await leads.create(widget, {
          kind: 'consultation',
          agencySlug: owner.agency.agencySlug!,
          name: 'Visitor',
          email: uniqueEmail('visitor'),
        })
      ).lead.assignedMemberId;
    expect((await agencyTeam.listMembers(owner.client)).leadAssignment).toEqual({
      mode: 'NOBODY',
      memberId: null,
      officeId: null,
    });
    expect(await newLead()).toBeNull();

    await agencyTeam.updateLeadAssignment(owner.client, { mode: 'ROUND_ROBIN' });
    expect([await newLead(), await newLead(), await newLead()]).toEqual([ana.member.id, ben.member.id, ana.member.id]);

    const unnamed = await apiError(agencyTeam.updateLeadAssignment(owner.client, { mode: 'MEMBER' }));
    expect([unnamed.status, unnamed.errors[0]?.field]).toEqual([400, 'memberId']);
    const refused = await apiError(agencyTeam.updateLeadAssignment(ben.client, { mode: 'NOBODY' }));
    expect([refused.status, refused.reason]).toEqual([403, 'OWNER_ONLY']);
    await agencyTeam.updateLeadAssignment(owner.client, { mode: 'MEMBER', memberId: ben.member.id });
    expect(await newLead()).toBe(ben.member.id);
    expect((await leads.list(ben.client)).leads).toHaveLength(2);
  });

  it("requires a second factor of every account of the agency once its owner says so, and of no other agency's", async () => {
    const { owner, ana } = await team();
    const other = await newAgency(server());
    const refused = await apiError(agencyTeam.updateTeamSecurity(ana.client, { twoFactorRequired: true }));
    expect([refused.status, refused.reason]).toEqual([403, 'OWNER_ONLY']);
    const wrong = await apiError(agencyTeam.updateTeamSecurity(owner.client, { twoFactorRequired: 'yes' as never }));
    expect([wrong.status, wrong.errors[0]?.field]).toEqual([400, 'twoFactorRequired']);

    expect(await agencyTeam.updateTeamSecurity(owner.client, { twoFactorRequired: true })).toEqual({
      security: { twoFactorRequired: true },
    });
    for (const member of [ana.client, owner.client]) {
      expect((await auth.me(member)).user.twoFactor).toEqual({ enabled: false, required: true });
      const blocked = await apiError(students.list(member));
      expect([blocked.status, blocked.reason]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    }
    expect((await auth.me(other.client)).user.twoFactor).toEqual({ enabled: false, required: false });
    expect((await students.list(other.client)).students).toEqual([]);

    const { secret } = await enrol(ana.client);
    await signInWithCode(ana.client, { email: ana.email, password: 'member-password' }, secret);
    expect((await students.list(ana.client)).students).toEqual([]);

    // The owner sets theirs up before the rule can be lifted; then the team signs in as before.
    await enrol(owner.client);
    expect((await agencyTeam.listMembers(owner.client)).twoFactorRequired).toBe(true);
    await agencyTeam.updateTeamSecurity(owner.client, { twoFactorRequired: false });
    expect((await agencyTeam.listMembers(ana.client)).twoFactorRequired).toBe(false);
  });

  it('removes a member: their token is refused at once, their students go to the member named, and the seat frees', async () => {
    const { owner, ana, ben } = await team();
    const { student } = await assignedStudent(owner.client, ana.member.id);
    const missing = await apiError(agencyTeam.removeMember(owner.client, ana.member.id, { reassignTo: 999_999 }));
    expect([missing.status, missing.reason]).toEqual([404, 'MEMBER_NOT_FOUND']);

    expect(await agencyTeam.removeMember(owner.client, ana.member.id, { reassignTo: ben.member.id })).toEqual({
      success: true,
    });
    const refused = await apiError(students.list(ana.client));
    expect(refused.status).toBe(401);
    const signIn = await apiError(auth.login(server().client(), { email: ana.email, password: 'member-password' }));
    expect(signIn.status).toBe(403);
    const listed: AgencyStudent[] = (await students.list(ben.client)).students;
    expect(listed.map((s) => [s.id, s.assignedMemberId])).toEqual([[student.id, ben.member.id]]);
    expect((await agencyTeam.listMembers(owner.client)).seats.used).toBe(2);

    // The same address can be invited again, and comes back as a new member.
    const again = await agencyTeam.inviteMember(owner.client, { email: ana.email, role: 'COUNSELLOR' });
    expect(again.member).toMatchObject({ email: ana.email, role: 'COUNSELLOR' });
    expect((await apiError(students.list(ana.client))).status).toBe(401);
  });
});
