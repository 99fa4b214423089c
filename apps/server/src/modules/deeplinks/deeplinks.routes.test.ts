import { describe, expect, it } from 'vitest';
import { coachAndCandidate } from '../../testing/signed-in';
import { useTestApp } from '../../testing/test-app';
import { createDeeplink } from './deeplinks.service';

const t = useTestApp();

describe('GET /api/v1/deeplinks/{hash}', () => {
  it('leads its own person to the page, in the context it was made for; nobody else, and not once expired', async () => {
    const { coach, candidate } = await coachAndCandidate(t);
    const path = await createDeeplink(t.database.db, {
      organizationId: coach.context.organizationId,
      userContextId: coach.context.id,
      target: '/dossiers',
      now: new Date(),
    });
    const token = path.replace('/deeplinks/', '');

    const own = await coach.client.get(`/api/v1/deeplinks/${token}`, { withoutContext: true });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      type: 'deeplinks',
      attributes: { target: '/dossiers' },
      relationships: { userContext: { data: { type: 'user_contexts', id: coach.context.id } } },
    });

    // Someone else's link answers as an unknown one, in Dutch.
    const foreign = await candidate.client.get(`/api/v1/deeplinks/${token}`, { withoutContext: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0]).toMatchObject({
      code: 'deeplink.not_found',
      detail: expect.stringMatching(/^Deze link werkt niet voor jou/),
    });
    expect((await coach.client.get(`/api/v1/deeplinks/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await coach.client.get('/api/v1/deeplinks/kort')).status).toBe(404);
    expect((await t.client().get(`/api/v1/deeplinks/${token}`)).status).toBe(401);

    await t.database.query(`update deeplinks set expires_at = now() - interval '1 minute'`);
    const expired = await coach.client.get(`/api/v1/deeplinks/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.errors[0].detail).toBe('Deze link is verlopen: links in e-mails werken 30 dagen.');
  });
});
