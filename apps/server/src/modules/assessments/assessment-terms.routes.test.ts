import { describe, expect, it } from 'vitest';
import { buildAssessmentTerms } from '../../testing/assessment-factories';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

// SPEC §9 prices and credits, as an organisation's administrator keeps them: the price agreed with
// the provider (price in cents = price × 100) and the credits bought; a coach's market follows.

const t = useTestApp();
const RIASEC = 'koers.riasec';

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

async function organization(options: { features?: [] } = {}) {
  const org = await buildOrganization(t.database.db, options);
  const admin = await buildPerson(t.database.db, { organization: org, rights: { administrator: true } });
  const coach = await buildPerson(t.database.db, { organization: org, rights: { coach: true } });
  return {
    id: org.id,
    admin: await signIn(admin),
    coach: await signIn(coach),
    coachTeamMemberId: coach.context.teamMemberId,
    terms: `/api/v1/organization/${org.id}/assessment_terms`,
    term: (assessmentId = RIASEC) => `/api/v1/organization/${org.id}/assessment_term/${assessmentId}`,
  };
}

const body = (attributes: Record<string, unknown>, id = RIASEC) => ({
  data: { type: 'assessment_terms', id, attributes },
});

describe('prices and credits per test', () => {
  it('lets an administrator see and change a test’s price and credits; the coach’s market follows', async () => {
    const org = await organization();
    const listed = await org.admin.get(org.terms);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: RIASEC,
        attributes: expect.objectContaining({
          assessmentName: 'Interessetest (RIASEC)',
          providerName: 'Koers',
          price: 0,
          listPrice: 0,
          agreedPrice: false,
          credits: 0,
          isDemo: false,
        }),
      }),
    ]);

    const saved = await org.admin.patch(org.term(), body({ price: 12.5, credits: 3 }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({ price: 12.5, credits: 3, agreedPrice: true, priceInCents: 0 });
    const market = await org.coach.get(`/api/v1/membership/${org.coachTeamMemberId}/available_assessments`);
    expect(market.body.data[0].attributes).toMatchObject({ price: 12.5, credits: 3, priceInCents: 0 });

    // Without credits the price is what a choice costs, in cents.
    const noCredits = await org.admin.patch(org.term(), body({ price: 19.99, credits: 0 }));
    expect(noCredits.body.data.attributes).toMatchObject({ price: 19.99, priceInCents: 1999, credits: 0 });

    // Back to the provider's list price.
    const listPrice = await org.admin.patch(org.term(), body({ price: null, credits: 0 }));
    expect(listPrice.body.data.attributes).toMatchObject({ price: 0, agreedPrice: false });
  });

  it('refuses a negative price or credits, a third decimal and a fraction of a credit at the field (422)', async () => {
    const org = await organization();
    await buildAssessmentTerms(t.database.db, { organizationId: org.id, priceCents: 1250, credits: 5 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ price: -1, credits: 0 }, '/data/attributes/price', 'De prijs kan niet negatief zijn.'],
      [{ price: 10, credits: -1 }, '/data/attributes/credits', 'Het aantal credits kan niet negatief zijn.'],
      [
        { price: 1.005, credits: 0 },
        '/data/attributes/price',
        'Een prijs heeft hoogstens twee cijfers achter de komma.',
      ],
      [{ price: 10, credits: 1.5 }, '/data/attributes/credits', 'Het aantal credits is een heel getal.'],
      [{ price: '12,50', credits: 1 }, '/data/attributes/price', 'Vul een prijs in euro in, bijvoorbeeld 12,50.'],
    ];
    for (const [attributes, pointer, detail] of cases) {
      const response = await org.admin.patch(org.term(), body(attributes));
      expect(response.status, JSON.stringify(attributes)).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ detail, source: { pointer } });
    }
    // Nothing was written by the refused requests.
    const after = await org.admin.get(org.terms);
    expect(after.body.data[0].attributes).toMatchObject({ price: 12.5, credits: 5 });
  });

  it('is for the organisation’s administrators: a coach 403, another organisation 404, an unknown test 404', async () => {
    const org = await organization();
    const other = await organization();
    expect((await org.coach.get(org.terms)).status).toBe(403);
    expect((await org.coach.patch(org.term(), body({ price: 1, credits: 1 }))).status).toBe(403);
    expect((await other.admin.get(org.terms)).status).toBe(404);
    expect((await other.admin.patch(org.term(), body({ price: 1, credits: 99 }))).status).toBe(404);
    expect((await org.admin.get(org.terms)).body.data[0].attributes.credits).toBe(0);
    expect(
      (await org.admin.patch(org.term('koers.onbekend'), body({ price: 1, credits: 1 }, 'koers.onbekend'))).status,
    ).toBe(404);
    expect((await t.client().get(org.terms)).status).toBe(401);
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    expect((await (await signIn(candidate)).get(org.terms)).status).toBe(403);

    const without = await organization({ features: [] });
    expect((await without.admin.get(without.terms)).status).toBe(403);
  });
});
