import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentTerms } from '../../schema/assessments.table';
import { buildAssessmentTerms, expireOpenAssessments } from '../../testing/assessment-factories';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

// SPEC §9 prices and credits: an organisation's terms for a test (agreed price, credits) decide
// what a choice costs; a credit is spent in the same transaction as the choice.

const t = useTestApp();
const RIASEC = 'koers.riasec';
const choose = (assessmentId: string) => ({ data: { type: 'candidate_assessments', attributes: { assessmentId } } });

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

/** A coach and a candidate of an organisation with these terms for the interest test. */
async function organizationWithTerms(terms: { priceCents: number | null; credits: number } | null) {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const organizationId = coach.organization.id;
  if (terms) await buildAssessmentTerms(t.database.db, { organizationId, ...terms });
  const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  const coachClient = await signIn(coach);
  const market = async () =>
    (await coachClient.get(`/api/v1/membership/${coach.context.teamMemberId}/available_assessments`)).body.data[0]
      .attributes;
  const credits = async () =>
    (
      await t.database.db
        .select({ credits: assessmentTerms.credits })
        .from(assessmentTerms)
        .where(and(eq(assessmentTerms.organizationId, organizationId), eq(assessmentTerms.assessmentId, RIASEC)))
    )[0]?.credits;
  return { organizationId, dossierId: dossier.id, coachClient, candidate: await signIn(candidate), market, credits };
}

describe('a test with a price and no credits', () => {
  it('shows the coach the price, records it on the assignment, and is not the candidate’s to choose', async () => {
    const org = await organizationWithTerms({ priceCents: 1250, credits: 0 });
    expect(await org.market()).toMatchObject({ price: 12.5, priceInCents: 1250, credits: 0, isDemo: false });

    // A candidate does not spend the organisation's money: the test is not offered to them.
    const offered = await org.candidate.get(`/api/v1/dossier/${org.dossierId}/available_assessments`);
    expect(offered.body.data).toEqual([]);
    const self = await org.candidate.post(`/api/v1/dossier/${org.dossierId}/candidate_assessments`, choose(RIASEC));
    expect(self.status).toBe(403);

    const assigned = await org.coachClient.post(
      `/api/v1/dossier/${org.dossierId}/candidate_assessments`,
      choose(RIASEC),
    );
    expect(assigned.status).toBe(201);
    expect(assigned.body.data.attributes).toMatchObject({ price: 12.5, priceInCents: 1250, paidWithCredit: false });
  });
});

describe('a test with credits', () => {
  it('is free, spends one credit per choice in the same transaction, and costs the price when they are gone', async () => {
    const org = await organizationWithTerms({ priceCents: 1250, credits: 2 });
    expect(await org.market()).toMatchObject({ price: 12.5, priceInCents: 0, credits: 2 });

    const first = await org.coachClient.post(`/api/v1/dossier/${org.dossierId}/candidate_assessments`, choose(RIASEC));
    expect(first.body.data.attributes).toMatchObject({ priceInCents: 0, paidWithCredit: true });
    expect(await org.credits()).toBe(1);

    // Refused because an open one exists (SPEC §4): the credit it would have spent is still there.
    const blocked = await org.coachClient.post(
      `/api/v1/dossier/${org.dossierId}/candidate_assessments`,
      choose(RIASEC),
    );
    expect(blocked.status).toBe(422);
    expect(await org.credits()).toBe(1);

    // With credits it costs nothing, so the candidate may start it themself (and spends the last).
    await expireOpenAssessments(t.database.db, org);
    const self = await org.candidate.post(`/api/v1/dossier/${org.dossierId}/candidate_assessments`, choose(RIASEC));
    expect(self.status).toBe(201);
    expect(self.body.data.attributes.paidWithCredit).toBe(true);
    expect(await org.credits()).toBe(0);

    await expireOpenAssessments(t.database.db, org);
    expect(await org.market()).toMatchObject({ priceInCents: 1250, credits: 0 });
    const paid = await org.coachClient.post(`/api/v1/dossier/${org.dossierId}/candidate_assessments`, choose(RIASEC));
    expect(paid.body.data.attributes).toMatchObject({ priceInCents: 1250, paidWithCredit: false });
    expect(await org.credits()).toBe(0);
  });

  it('keeps each organisation’s credits its own', async () => {
    const rich = await organizationWithTerms({ priceCents: 1250, credits: 5 });
    const other = await organizationWithTerms(null);
    expect(await other.market()).toMatchObject({ price: 0, priceInCents: 0, credits: 0 });
    await other.coachClient.post(`/api/v1/dossier/${other.dossierId}/candidate_assessments`, choose(RIASEC));
    expect(await rich.credits()).toBe(5);
    // Another organisation's dossier stays out of reach: the choice is 404 and spends nothing.
    const foreign = await other.coachClient.post(
      `/api/v1/dossier/${rich.dossierId}/candidate_assessments`,
      choose(RIASEC),
    );
    expect(foreign.status).toBe(404);
    expect(await rich.credits()).toBe(5);
  });
});
