import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { dossierAccessLog } from '../../schema/dossier-access-log.table';
import { dossiers, profileTypes } from '../../schema/dossiers.table';
import { trackExtensions, tracks } from '../../schema/tracks.table';
import { userContexts } from '../../schema/user-contexts.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { buildCustomFieldValue } from '../../testing/organization-content.factories';
import { statementCounter } from '../../testing/statement-counter';
import { useTestApp } from '../../testing/test-app';

// GET dossier/{id} as the dossier page asks it (apps/web get-dossier.ts), and what it costs
// (docs/decisions.md, "Cost per request").
const statements = statementCounter();
const t = useTestApp({ onStatement: statements.observe });

const PAGE_INCLUDE =
  'custom_field_values,public_user_context,client,track,track.track_type,track.extensions,coaches,profile_type';

type Included = { type: string; id: string; attributes: Record<string, unknown> };

describe('GET dossier/{id} for the dossier page', () => {
  it('shows every part the page asks for in three statements; another organisation’s dossier is a 404', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, {
      coaches: [coach, colleague],
      account: 'invited',
    });
    const { organization } = coach;
    const lastLoginAt = new Date('2026-11-20T08:15:30.123Z');
    await t.database.db
      .update(userContexts)
      .set({ lastLoginAt })
      .where(eq(userContexts.id, candidate?.context.id ?? ''));
    const [type] = await t.database.db
      .insert(profileTypes)
      .values({ organizationId: organization.id, name: 'Scholier' })
      .returning();
    await t.database.db
      .update(dossiers)
      .set({ profileTypeId: type?.id ?? null })
      .where(eq(dossiers.id, dossier.id));
    await buildCustomFieldValue(
      t.database.db,
      organization.id,
      { resourceType: 'dossier', resourceId: dossier.id, value: 'true' },
      { label: 'Rijbewijs', fieldType: 'boolean' },
    );
    const [track] = await t.database.db.select().from(tracks).where(eq(tracks.dossierId, dossier.id));
    const [extension] = await t.database.db
      .insert(trackExtensions)
      .values({
        organizationId: organization.id,
        trackId: track?.id ?? '',
        previousEndsOn: '2026-10-31',
        endsOn: '2026-12-31',
        reason: 'Meer tijd nodig.',
        createdByContextId: coach.context.id,
      })
      .returning();
    const [invitation] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.dossierId, dossier.id));
    const { dossier: foreign } = await buildDossier(t.database.db);
    const client = await t.loginAs(coach);

    let body: { data: { attributes: Record<string, unknown> }; included: Included[] } | undefined;
    const sent = await statements.fewest(async () => {
      const response = await client.get(`/api/v1/dossier/${dossier.id}`, { query: { include: PAGE_INCLUDE } });
      expect(response.status).toBe(200);
      body = response.body;
    });
    // The dossier's row, its parts (with the coaches one may write to), the recent viewers with the log entry.
    expect(sent).toHaveLength(3);
    const included = (type: string) => body?.included.filter((item) => item.type === type) ?? [];
    expect(included('track_extensions').map((item) => item.attributes)).toEqual([
      {
        previousEndsOn: '2026-10-31',
        endsOn: '2026-12-31',
        reason: 'Meer tijd nodig.',
        createdAt: extension?.createdAt.toISOString(),
        createdByName: coach.user.name,
      },
    ]);
    expect(included('custom_field_values').map((item) => item.attributes)).toEqual([
      expect.objectContaining({ humanValue: 'Ja' }),
    ]);
    expect(included('profile_types').map((item) => item.attributes.name)).toEqual(['Scholier']);
    expect(included('clients')[0]?.attributes).toMatchObject({
      hasAccount: true,
      lastLoginAt: lastLoginAt.toISOString(),
      invitationSentAt: invitation?.createdAt.toISOString(),
      invitationExpiresAt: invitation?.expiresAt.toISOString(),
      invitationAcceptedAt: null,
    });
    expect(included('public_user_contexts').map((item) => item.id)).toEqual([candidate?.context.id]);
    expect(
      included('team_members')
        .map((item) => item.attributes.conversationPartnerId)
        .sort(),
    ).toEqual([null, colleague.context.id].sort());

    // The same statement read the viewers and recorded the read: a colleague's read shows, and is logged.
    const colleagueClient = await t.loginAs(colleague);
    expect((await colleagueClient.get(`/api/v1/dossier/${dossier.id}`)).status).toBe(200);
    const again = await client.get(`/api/v1/dossier/${dossier.id}`);
    expect(again.body.data.meta.recentViewers.map((viewer: { name: string }) => viewer.name)).toEqual([
      colleague.user.name,
    ]);
    const reads = await t.database.db
      .select()
      .from(dossierAccessLog)
      .where(and(eq(dossierAccessLog.dossierId, dossier.id), eq(dossierAccessLog.action, 'read')));
    expect(new Set(reads.map((entry) => entry.userContextId))).toEqual(
      new Set([coach.context.id, colleague.context.id]),
    );

    const elsewhere = await statements.fewest(async () => {
      const response = await client.get(`/api/v1/dossier/${foreign.id}`, { query: { include: PAGE_INCLUDE } });
      expect(response.status).toBe(404);
    });
    expect(elsewhere).toHaveLength(1);
  });
});
