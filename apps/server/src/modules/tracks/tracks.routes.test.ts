import { FEATURE_FLAGS, type FeatureFlag } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier, buildTrackType } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function coachWithout(feature: FeatureFlag) {
  const organization = await buildOrganization(t.database.db, {
    features: FEATURE_FLAGS.filter((flag) => flag !== feature),
  });
  return buildPerson(t.database.db, { organization, rights: { coach: true } });
}

const trackBody = (attributes: Record<string, unknown>, coaches?: Array<string | null>) => ({
  data: {
    type: 'tracks',
    attributes,
    ...(coaches ? { relationships: { coaches: { data: coaches.map((id) => ({ type: 'team_members', id })) } } } : {}),
  },
});
const extensionBody = (attributes: Record<string, unknown>) => ({ data: { type: 'track_extensions', attributes } });

describe('PATCH dossier/{id}/track (Tracks_Edit)', () => {
  it('changes dates, type and coaches together', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const type = await buildTrackType(t.database.db, coach.organization, 'Werkfit');
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const response = await client.patch(
      `/api/v1/dossier/${dossier.id}/track`,
      trackBody({ startsOn: '2026-02-02', endsOn: '2026-07-31', trackTypeId: type.id }, [
        coach.context.teamMemberId,
        colleague.context.teamMemberId,
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toEqual({ startsOn: '2026-02-02', endsOn: '2026-07-31' });
    expect(response.body.included).toEqual([
      expect.objectContaining({ type: 'track_types', attributes: expect.objectContaining({ name: 'Werkfit' }) }),
    ]);
    const detail = await client.get(`/api/v1/dossier/${dossier.id}`, { query: { include: 'coaches' } });
    expect(detail.body.data.relationships.coaches.data).toHaveLength(2);
  });

  it('422 for an end before the start and an unknown track type; 403 without the feature or for a colleague’s dossier; 404 elsewhere', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const path = `/api/v1/dossier/${dossier.id}/track`;
    const dates = await client.patch(
      path,
      trackBody({ startsOn: '2026-05-01', endsOn: '2026-04-30', trackTypeId: null }),
    );
    expect(dates.status).toBe(422);
    expect(dates.body.errors[0].source.pointer).toBe('/data/attributes/endsOn');
    const foreignType = await buildTrackType(t.database.db, await buildOrganization(t.database.db));
    const type = await client.patch(
      path,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-04-30', trackTypeId: foreignType.id }),
    );
    expect(type.status).toBe(422);
    expect(type.body.errors[0].source.pointer).toBe('/data/attributes/trackTypeId');
    const missing = await client.patch(path, trackBody({ endsOn: '2026-04-30' }));
    expect(missing.body.errors[0]).toMatchObject({
      detail: 'Vul een startdatum in.',
      source: { pointer: '/data/attributes/startsOn' },
    });

    const limited = await coachWithout('Tracks_Edit');
    const { dossier: own } = await buildDossier(t.database.db, { coaches: [limited] });
    const refused = await (await t.loginAs(limited)).patch(
      `/api/v1/dossier/${own.id}/track`,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-02-01', trackTypeId: null }),
    );
    expect(refused.status).toBe(403);

    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const notMine = await (await t.loginAs(colleague)).patch(
      path,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-02-01', trackTypeId: null }),
    );
    expect(notMine.status).toBe(403);
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    const elsewhere = await (await t.loginAs(stranger)).patch(
      path,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-02-01', trackTypeId: null }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('changing coaches along with the track needs Dossiers_EditCoach', async () => {
    const limited = await coachWithout('Dossiers_EditCoach');
    const { dossier } = await buildDossier(t.database.db, { coaches: [limited] });
    const client = await t.loginAs(limited);
    const withCoaches = await client.patch(
      `/api/v1/dossier/${dossier.id}/track`,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-02-01', trackTypeId: null }, [limited.context.teamMemberId]),
    );
    expect(withCoaches.status).toBe(403);
    const withoutCoaches = await client.patch(
      `/api/v1/dossier/${dossier.id}/track`,
      trackBody({ startsOn: '2026-01-01', endsOn: '2026-02-01', trackTypeId: null }),
    );
    expect(withoutCoaches.status).toBe(200);
  });
});

describe('POST dossier/{id}/track_extensions (Tracks_Extend)', () => {
  /** A coach logged in, with a dossier of theirs whose track runs to 30 June 2026. */
  async function coachWithTrackToExtend() {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, {
      coaches: [coach],
      track: { startsOn: '2026-01-01', endsOn: '2026-06-30' },
    });
    const client = await t.loginAs(coach);
    return { coach, dossier, client, path: `/api/v1/dossier/${dossier.id}/track_extensions` };
  }

  it('extends the track and keeps the history, newest first, with who and why', async () => {
    const { coach, dossier, client, path } = await coachWithTrackToExtend();
    const first = await client.post(
      path,
      extensionBody({ endsOn: '2026-09-30', reason: 'Meer tijd voor werkervaringsplaats.' }),
    );
    expect(first.status).toBe(201);
    expect(first.body.data.attributes.endsOn).toBe('2026-09-30');
    const second = await client.post(
      path,
      extensionBody({ endsOn: '2026-12-31', reason: 'Proefplaatsing loopt door.' }),
    );
    const history = second.body.included.filter((item: any) => item.type === 'track_extensions');
    expect(history.map((item: any) => item.attributes)).toEqual([
      expect.objectContaining({
        previousEndsOn: '2026-09-30',
        endsOn: '2026-12-31',
        reason: 'Proefplaatsing loopt door.',
        createdByName: coach.user.name,
      }),
      expect.objectContaining({ previousEndsOn: '2026-06-30', endsOn: '2026-09-30' }),
    ]);
    const detail = await client.get(`/api/v1/dossier/${dossier.id}`, { query: { include: 'track,track.extensions' } });
    expect(detail.body.data.attributes.trackEndsOn).toBe('2026-12-31');
    expect(detail.body.included.filter((item: any) => item.type === 'track_extensions')).toHaveLength(2);
  });

  it('422 when the new end is not later, without reason, or without a track; 403 without the feature', async () => {
    const { coach, client, path } = await coachWithTrackToExtend();
    const earlier = await client.post(path, extensionBody({ endsOn: '2026-06-30', reason: 'x' }));
    expect(earlier.status).toBe(422);
    expect(earlier.body.errors[0]).toMatchObject({
      detail: 'De nieuwe einddatum moet na de huidige einddatum (30 juni 2026) liggen.',
      source: { pointer: '/data/attributes/endsOn' },
    });
    const noReason = await client.post(path, extensionBody({ endsOn: '2026-08-01', reason: '  ' }));
    expect(noReason.body.errors[0]).toMatchObject({
      detail: 'Vul een reden in.',
      source: { pointer: '/data/attributes/reason' },
    });
    const { dossier: withoutTrack } = await buildDossier(t.database.db, { coaches: [coach], track: null });
    const none = await client.post(
      `/api/v1/dossier/${withoutTrack.id}/track_extensions`,
      extensionBody({ endsOn: '2026-08-01', reason: 'x' }),
    );
    expect(none.status).toBe(422);

    const limited = await coachWithout('Tracks_Extend');
    const { dossier: own } = await buildDossier(t.database.db, { coaches: [limited] });
    const refused = await (await t.loginAs(limited)).post(
      `/api/v1/dossier/${own.id}/track_extensions`,
      extensionBody({ endsOn: '2027-06-30', reason: 'x' }),
    );
    expect(refused.status).toBe(403);
  });

  it('an archived dossier’s track cannot be extended (422) and a candidate may not (403)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach], archivedAt: new Date() });
    const response = await (await t.loginAs(coach)).post(
      `/api/v1/dossier/${dossier.id}/track_extensions`,
      extensionBody({ endsOn: '2027-06-30', reason: 'x' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe('Dit dossier is gearchiveerd en kan niet worden gewijzigd.');
    const { dossier: active, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const own = await (await t.loginAs(candidate)).post(
      `/api/v1/dossier/${active.id}/track_extensions`,
      extensionBody({ endsOn: '2027-06-30', reason: 'x' }),
    );
    expect(own.status).toBe(403);
  });
});
