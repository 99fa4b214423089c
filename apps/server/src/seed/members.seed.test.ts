import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();
const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);

describe('demo colleagues, team and devices', () => {
  it('give the administrator colleagues in every state, a team with tracks ending soon, and other devices', async () => {
    const admin = await t.loginAsDemo('beheerder@demo.koers.nl');
    const members = await admin.get(`/api/v1/organization/${werkpad}/members`);
    const states = new Set(members.body.data.map((item: any) => item.attributes.state));
    expect([...states].sort()).toEqual(['active', 'deactivated', 'invitationExpired', 'invited']);
    expect(members.body.data.find((item: any) => item.attributes.name === 'Iris Vermeulen').attributes).toMatchObject({
      email: 'iris.vermeulen@voorbeeld.nl',
      state: 'invited',
    });

    const team = await admin.get(`/api/v1/organization/${werkpad}/team`);
    const coaches = team.body.data.map((item: any) => item.attributes);
    expect(coaches.some((coach: any) => coach.endingTracks.length > 0)).toBe(true);
    expect(coaches.every((coach: any) => coach.lastActivityAt !== null)).toBe(true);

    const devices = await admin.get('/api/v1/my/sessions');
    expect(devices.body.data.map((item: any) => item.attributes.system).sort()).toEqual(
      expect.arrayContaining(['Windows', 'iOS']),
    );
    // The colleague beside the demo logins logs in.
    expect((await t.loginAsDemo('femke.smit@demo.koers.nl')).userContextId).not.toBeNull();
  });
});
