import { afterAll, beforeAll, expect, it } from 'vitest';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as decisions from '#sdk/resources/university-applications';
import * as webhooks from '#sdk/resources/webhooks';
import type { Client } from '#sdk/client';
import { eurosInDollars, inEuros } from '#sdk/schemas/reference-rates';
import type { CommissionClaimChangedData } from '#sdk/schemas/webhooks';
import { type AgreementListQuery, CLAIM_CSV_COLUMNS } from '#sdk/schemas/commission';
import * as agencyTeam from '#sdk/resources/agency-team';
import { joinedMember } from '#tests/support/agency-team.ts';
import * as audit from '#sdk/resources/admin-audit';
import * as commissions from '#sdk/resources/commissions';
import { apiError } from '#tests/support/api-error.ts';
import { headerLine } from '#tests/support/csv-columns.ts';
import { newAgency } from '#tests/support/agencies.ts';
import {
  acceptedAgencyApplication,
  agreementTerms,
  arrangerOf,
  inDays,
  SWISS_FEES,
  swissUniversity,
} from '#tests/support/commissions.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { startWebhookReceiver } from '#tests/support/webhook-receiver.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi(
  'commissions',
  (server) => {
    let university: Awaited<ReturnType<typeof swissUniversity>>;
    let other: Awaited<ReturnType<typeof swissUniversity>>;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      const by = await arrangerOf(server());
      university = await swissUniversity(by);
      other = await swissUniversity(by);
      receiver = await startWebhookReceiver();
    });
    afterAll(async () => receiver?.close());

    it('agreements are recorded by the agency, confirmed by the university they name, asked again after an edit', async () => {
      const agency = await newAgency(server());
      const { agreement } = await commissions.createAgreement(
        agency.client,
        agreementTerms(university.universityId, {
          levelRates: [{ degreeLevel: "Bachelor's Degree", rate: 12 }],
          subAgentName: 'Amman Partners',
          subAgentShare: 25,
        }),
      );
      expect(agreement).toMatchObject({
        agency: { id: agency.agency.id },
        university: { id: university.universityId, name: university.name },
        basis: 'PERCENTAGE',
        rate: 15,
        currency: null,
        levelRates: [{ degreeLevel: "Bachelor's Degree", rate: 12 }],
        payableAfter: 'CENSUS_DATE',
        subAgentName: 'Amman Partners',
        subAgentShare: 25,
        confirmedAt: null,
      });
      expect((await commissions.listAgreements(agency.client)).agreements).toEqual([agreement]);
      expect((await commissions.listAgreements(university.client)).agreements.map((a) => a.id)).toContain(agreement.id);
      expect((await commissions.listAgreements(other.client)).agreements.map((a) => a.id)).not.toContain(agreement.id);
      expect((await commissions.listAgreements(university.admin)).agreements.map((a) => a.id)).toContain(agreement.id);

      // Only the university it names confirms it; another agency cannot change it.
      expect((await apiError(commissions.confirmAgreement(other.client, agreement.id))).status).toBe(404);
      const stranger = await newAgency(server());
      const terms = agreementTerms(university.universityId, { rate: 18 });
      expect((await apiError(commissions.updateAgreement(stranger.client, agreement.id, terms))).status).toBe(404);
      const { agreement: confirmed } = await commissions.confirmAgreement(university.client, agreement.id);
      expect(confirmed.confirmedAt).not.toBeNull();

      const { agreement: edited } = await commissions.updateAgreement(agency.client, agreement.id, terms);
      expect(edited).toMatchObject({ rate: 18, levelRates: [], subAgentName: null, confirmedAt: null });

      const entries = (await audit.list(university.admin, { entity: 'commission_agreement', limit: 100 })).entries;
      expect(entries.filter((e) => e.entityId === agreement.id).map((e) => e.action)).toEqual([
        'update',
        'confirm',
        'create',
      ]);
    });

    it('agreements refuse terms that cannot be paid, naming the field', async () => {
      const agency = await newAgency(server());
      const refused = async (terms: object) =>
        (
          await apiError(
            commissions.createAgreement(agency.client, { ...agreementTerms(university.universityId), ...terms }),
          )
        ).errors;
      expect(await refused({ rate: 120 })).toEqual([{ field: 'rate', message: 'A percentage is at most 100' }]);
      expect(await refused({ rate: 0 })).toEqual([{ field: 'rate', message: 'Please enter a rate above 0' }]);
      expect(await refused({ basis: 'FIXED', rate: 2500 })).toEqual([
        { field: 'currency', message: 'Please choose the currency of the amount' },
      ]);
      expect(await refused({ validFrom: '2026-06-01', validTo: '2026-01-01' })).toEqual([
        { field: 'validTo', message: 'The end must not be before the start' },
      ]);
      expect(await refused({ universityId: 2_000_000_000 })).toEqual([
        { field: 'universityId', message: 'Please select a university' },
      ]);
      const { agreement } = await commissions.createAgreement(agency.client, {
        ...agreementTerms(university.universityId),
        basis: 'FIXED',
        rate: 2500,
        currency: 'EUR',
      });
      expect(agreement).toMatchObject({ basis: 'FIXED', rate: 2500, currency: 'EUR' });
    });
    /** An agency with a confirmed agreement (15%, a sub-agent's quarter) with the university, and its student's accepted application. */
    async function agreedAndAccepted(nationality = 'Jordan') {
      const agency = await newAgency(server());
      const { agreement } = await commissions.createAgreement(
        agency.client,
        agreementTerms(university.universityId, { subAgentName: 'Amman Partners', subAgentShare: 25 }),
      );
      await commissions.confirmAgreement(university.client, agreement.id);
      const applicationId = await acceptedAgencyApplication(agency, university, nationality);
      return { agency, applicationId };
    }

    /** The offer accepted by the agency and the enrolment confirmed by the university. */
    async function enrol(agency: { client: Client }, applicationId: number) {
      await agencyApplications.answerOffer(agency.client, applicationId, { decision: 'ACCEPT' });
      await decisions.recordEnrolment(university.client, applicationId, { enrolled: true });
    }

    const invoiceText = async (client: Client, id: number, lang: 'en' | 'ar') =>
      pdfText(new Uint8Array(await (await commissions.invoice(client, id, { lang })).arrayBuffer()));

    it('an enrolment expects the agreed share of the non-EU tuition in CHF; raised with its invoice, paid, received', async () => {
      const { agency, applicationId } = await agreedAndAccepted('Jordan');
      const hook = `/claims-${agency.agency.id}`;
      await webhooks.create(agency.client, { url: receiver.url(hook), events: ['commission_claim.status_changed'] });
      // Accepted is not enrolled: nothing is expected yet.
      expect((await commissions.listClaims(agency.client)).claims).toEqual([]);
      await enrol(agency, applicationId);

      const [claim] = (await commissions.listClaims(agency.client)).claims;
      expect(claim).toMatchObject({
        status: 'EXPECTED',
        applicationId,
        university: { id: university.universityId, name: university.name },
        studentName: 'Omar Haddad',
        programName: 'MSc Data Science',
        feeGroup: 'NON_EU',
        tuitionAmount: SWISS_FEES.NON_EU,
        basis: 'PERCENTAGE',
        rate: 15,
        amount: 1200,
        currency: 'CHF',
        subAgentAmount: 300,
        invoiceNumber: null,
      });
      expect(await commissions.revenue(agency.client)).toMatchObject({
        paid: [],
        expected: [{ currency: 'CHF', amount: 1200 }],
        lines: [
          {
            university: { id: university.universityId, name: university.name },
            intakeStartDate: inDays(200),
            currency: 'CHF',
            paid: 0,
            expected: 1200,
          },
        ],
      });
      // No invoice and no payment before the claim is raised; the university does not raise.
      expect((await apiError(commissions.invoice(agency.client, claim!.id))).status).toBe(409);
      expect((await apiError(commissions.markClaimPaid(university.client, claim!.id))).reason).toBe('CLAIM_NOT_RAISED');
      expect((await apiError(commissions.raiseClaim(university.client, claim!.id))).status).toBe(403);

      const { claim: raised } = await commissions.raiseClaim(agency.client, claim!.id);
      expect(raised).toMatchObject({ status: 'RAISED', invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/) });
      expect((await commissions.listClaims(university.client, { status: 'RAISED' })).claims.map((c) => c.id)).toContain(
        claim!.id,
      );

      // The invoice, in English and Arabic, names the agency, the university, the number, the tuition and the amount due.
      for (const lang of ['en', 'ar'] as const) {
        const text = await invoiceText(university.client, claim!.id, lang);
        const amount = (n: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(n);
        for (const shown of [amount(1200), amount(SWISS_FEES.NON_EU), 'CHF', raised.invoiceNumber!, university.name])
          expect(text).toContain(shown);
        expect(text).toContain(agency.agency.name);
      }
      expect(await invoiceText(agency.client, claim!.id, 'en')).toContain('Commission invoice');

      const { claim: paid } = await commissions.markClaimPaid(university.client, claim!.id);
      expect(paid).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
      expect(await commissions.revenue(agency.client)).toMatchObject({
        paid: [{ currency: 'CHF', amount: 1200 }],
        expected: [],
      });
      const listed = await adminAgencies.list(university.admin, { search: agency.agency.name, limit: 100 });
      const dollars = Math.round(eurosInDollars(Math.round(inEuros(1200, 'CHF') * 100) / 100));
      expect(listed.agencies.find((a) => a.id === agency.agency.id)?.totalRevenueGenerated).toBe(dollars);

      expect((await commissions.markClaimReceived(agency.client, claim!.id)).claim.status).toBe('RECEIVED');
      const csv = await (await commissions.exportClaims(agency.client)).text();
      expect(csv.split('\n')[0]).toContain('id,status,agency,university,student');
      const arabic = await (await commissions.exportClaims(agency.client, { lang: 'ar' })).text();
      expect(arabic.split('\n')[0]).toContain(headerLine('ar', CLAIM_CSV_COLUMNS));
      expect(csv).toContain(`${claim!.id},RECEIVED,${agency.agency.name},${university.name},Omar Haddad`);

      const entries = (await audit.list(university.admin, { entity: 'commission_claim', limit: 100 })).entries;
      expect(entries.filter((e) => e.entityId === claim!.id).map((e) => e.action)).toEqual([
        'received',
        'paid',
        'raise',
        'expect',
      ]);
      // The agency's endpoint heard each step, in order.
      await expect
        .poll(() => receiver.events(hook).map((e) => (e.data as { status: string }).status), { timeout: 15_000 })
        .toEqual(['EXPECTED', 'RAISED', 'PAID', 'RECEIVED']);
      expect(receiver.events(hook).map((e) => (e.data as unknown as CommissionClaimChangedData).from)).toEqual([
        null,
        'EXPECTED',
        'RAISED',
        'PAID',
      ]);
      expect(receiver.events(hook).at(-2)?.data).toMatchObject({
        claimId: claim!.id,
        applicationId,
        amount: 1200,
        currency: 'CHF',
        invoiceNumber: raised.invoiceNumber,
        disputeReason: null,
      });
      // Some twenty steps and four PDFs: about 21 s on a quiet run here, over 30 s when the machine is busy.
    }, 90_000);

    it('a disputed claim shows its reason, counts as no revenue, and is raised again', async () => {
      const { agency, applicationId } = await agreedAndAccepted('Egypt');
      await enrol(agency, applicationId);
      const [claim] = (await commissions.listClaims(agency.client)).claims;
      await commissions.raiseClaim(agency.client, claim!.id);
      expect((await apiError(commissions.disputeClaim(university.client, claim!.id, { reason: ' ' }))).errors).toEqual([
        { field: 'reason', message: 'Please say why the claim is disputed' },
      ]);
      const { claim: disputed } = await commissions.disputeClaim(university.client, claim!.id, {
        reason: 'The student withdrew before the census date.',
      });
      expect(disputed).toMatchObject({
        status: 'DISPUTED',
        disputeReason: 'The student withdrew before the census date.',
      });
      expect(await commissions.revenue(agency.client)).toMatchObject({ paid: [], expected: [] });
      expect((await apiError(commissions.markClaimReceived(agency.client, claim!.id))).reason).toBe('CLAIM_NOT_PAID');
      expect((await commissions.raiseClaim(agency.client, claim!.id)).claim).toMatchObject({
        status: 'RAISED',
        invoiceNumber: disputed.invoiceNumber,
      });
    });

    it("a claim is the agency's and the university's own: another agency, another university are told it does not exist", async () => {
      const { agency, applicationId } = await agreedAndAccepted();
      await enrol(agency, applicationId);
      const [claim] = (await commissions.listClaims(agency.client)).claims;
      await commissions.raiseClaim(agency.client, claim!.id);

      const stranger = await newAgency(server());
      expect((await commissions.listClaims(stranger.client)).claims).toEqual([]);
      const calls = [
        () => commissions.raiseClaim(stranger.client, claim!.id),
        () => commissions.markClaimReceived(stranger.client, claim!.id),
        () => commissions.invoice(stranger.client, claim!.id),
        () => commissions.markClaimPaid(other.client, claim!.id),
        () => commissions.disputeClaim(other.client, claim!.id, { reason: 'Not ours' }),
        () => commissions.invoice(other.client, claim!.id),
      ];
      for (const call of calls) expect((await apiError(call())).status).toBe(404);
      expect((await commissions.listClaims(other.client)).claims.map((c) => c.id)).not.toContain(claim!.id);
      expect(await (await commissions.exportClaims(other.client)).text()).not.toContain(agency.agency.name);
      expect((await commissions.listClaims(university.admin)).claims.map((c) => c.id)).toContain(claim!.id);
    });

    it('expects nothing for a no-show, or without a confirmed agreement', async () => {
      const noShow = await agreedAndAccepted();
      await agencyApplications.answerOffer(noShow.agency.client, noShow.applicationId, { decision: 'ACCEPT' });
      await decisions.recordEnrolment(university.client, noShow.applicationId, { enrolled: false });
      expect((await commissions.listClaims(noShow.agency.client)).claims).toEqual([]);

      const agency = await newAgency(server());
      await commissions.createAgreement(agency.client, agreementTerms(university.universityId));
      const applicationId = await acceptedAgencyApplication(agency, university);
      await enrol(agency, applicationId);
      expect((await commissions.listClaims(agency.client)).claims).toEqual([]);
    });

    it('revenue by university, intake and counsellor, for the owner and managers; never for a counsellor', async () => {
      const agency = await newAgency(server());
      for (const to of [university, other]) {
        const { agreement } = await commissions.createAgreement(agency.client, agreementTerms(to.universityId));
        await commissions.confirmAgreement(to.client, agreement.id);
      }
      const manager = await joinedMember(server(), agency.client, university.admin, 'MANAGER');
      const counsellor = await joinedMember(server(), agency.client, university.admin, 'COUNSELLOR');
      const studentOf = async (applicationId: number) =>
        (await agencyApplications.retrieve(agency.client, applicationId)).application.student.id;

      // The counsellor's student enrols at the first university: 15% of 8,000 CHF expected.
      const expected = await acceptedAgencyApplication(agency, university, 'Jordan');
      await agencyTeam.assignStudents(agency.client, {
        ids: [await studentOf(expected)],
        assignedMemberId: counsellor.member.id,
      });
      await enrol(agency, expected);
      // A student of no one enrols at the other; that claim is raised and paid.
      const paid = await acceptedAgencyApplication(agency, other, 'Egypt');
      await agencyTeam.assignStudents(agency.client, { ids: [await studentOf(paid)], assignedMemberId: null });
      await agencyApplications.answerOffer(agency.client, paid, { decision: 'ACCEPT' });
      await decisions.recordEnrolment(other.client, paid, { enrolled: true });
      const claimOf = async (applicationId: number) =>
        (await commissions.listClaims(agency.client)).claims.find((c) => c.applicationId === applicationId)!;
      const paidClaim = await claimOf(paid);
      await commissions.raiseClaim(agency.client, paidClaim.id);
      await commissions.markClaimPaid(other.client, paidClaim.id);

      const revenue = await commissions.revenue(agency.client);
      expect(revenue).toMatchObject({
        paid: [{ currency: 'CHF', amount: 1200 }],
        expected: [{ currency: 'CHF', amount: 1200 }],
        byIntake: [{ intakeStartDate: inDays(200), currency: 'CHF', paid: 1200, expected: 1200 }],
      });
      expect(revenue.byUniversity).toEqual(
        expect.arrayContaining([
          {
            university: { id: university.universityId, name: university.name },
            currency: 'CHF',
            paid: 0,
            expected: 1200,
          },
          { university: { id: other.universityId, name: other.name }, currency: 'CHF', paid: 1200, expected: 0 },
        ]),
      );
      expect(revenue.byUniversity).toHaveLength(2);
      expect(revenue.byCounsellor).toEqual(
        expect.arrayContaining([
          {
            counsellor: { id: counsellor.member.id, email: counsellor.email },
            currency: 'CHF',
            paid: 0,
            expected: 1200,
          },
          { counsellor: null, currency: 'CHF', paid: 1200, expected: 0 },
        ]),
      );
      expect(revenue.byCounsellor).toHaveLength(2);
      expect(revenue.lines).toHaveLength(2);

      // The manager sees the same figures; the counsellor, not even their own.
      expect(await commissions.revenue(manager.client)).toEqual(revenue);
      const refused = await apiError(commissions.revenue(counsellor.client));
      expect([refused.status, refused.reason]).toEqual([403, 'OWNER_OR_MANAGER_ONLY']);
      // Claims and agreements stay the owner's.
      expect((await apiError(commissions.listClaims(manager.client))).reason).toBe('OWNER_ONLY');
    });

    it("the admins list every agency's agreements and claims, by agency, university, confirmation and status", async () => {
      const { admin } = university;
      const agency = await newAgency(server());
      const agreements = [];
      for (const to of [university, other]) {
        const { agreement } = await commissions.createAgreement(agency.client, agreementTerms(to.universityId));
        agreements.push(agreement);
      }
      await commissions.confirmAgreement(university.client, agreements[0]!.id);
      const applicationId = await acceptedAgencyApplication(agency, university);
      await enrol(agency, applicationId);
      const [claim] = (await commissions.listClaims(agency.client)).claims;

      const ids = async (query: AgreementListQuery) =>
        (await commissions.listAgreements(admin, query)).agreements.map((a) => a.id);
      expect(await ids({ agencyId: agency.agency.id })).toEqual([agreements[1]!.id, agreements[0]!.id]);
      expect(await ids({ agencyId: agency.agency.id, universityId: other.universityId })).toEqual([agreements[1]!.id]);
      expect(await ids({ agencyId: agency.agency.id, confirmed: true })).toEqual([agreements[0]!.id]);
      expect(await ids({ agencyId: agency.agency.id, confirmed: false })).toEqual([agreements[1]!.id]);

      const claimIds = async (query: Parameters<typeof commissions.listClaims>[1]) =>
        (await commissions.listClaims(admin, query)).claims.map((c) => c.id);
      expect(await claimIds({ agencyId: agency.agency.id })).toEqual([claim!.id]);
      expect(await claimIds({ agencyId: agency.agency.id, status: 'EXPECTED' })).toEqual([claim!.id]);
      expect(await claimIds({ agencyId: agency.agency.id, status: 'PAID' })).toEqual([]);
      expect(await claimIds({ agencyId: agency.agency.id, universityId: other.universityId })).toEqual([]);
      expect(
        (await commissions.listClaims(admin, { universityId: university.universityId, limit: 100 })).claims.every(
          (c) => c.university.id === university.universityId,
        ),
      ).toBe(true);
      // A filter never widens what a party sees: another university asking for this one's claims gets none.
      expect((await commissions.listClaims(other.client, { universityId: university.universityId })).claims).toEqual(
        [],
      );
      expect((await apiError(commissions.listClaims(admin, { agencyId: 0 }))).status).toBe(400);
    });
  },
  { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_POLL_MS: '100' },
);
