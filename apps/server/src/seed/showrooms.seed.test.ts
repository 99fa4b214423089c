import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';
import { DEMO_SHOWROOM_CANDIDATES } from './showrooms.seed';

const t = useDemoWorldApp();

describe('the demo showroom', () => {
  it('shows the demo employer contact the candidates who and whose coach agreed: one contactable, one anonymous', async () => {
    const contact = await t.loginAsDemo('werkgever@demo.koers.nl');
    const contactId = demoId('employer-contact:bouwbedrijf-van-dijk');
    const list = await contact.get(`/api/v1/contacts/${contactId}/showrooms`);
    expect(list.body.data.map((item: { attributes: { name: string } }) => item.attributes.name)).toEqual([
      'Vakmensen voor de bouw',
    ]);
    const block = list.body.data[0].attributes.contentBlocks.find(
      (item: { type: string }) => item.type === 'candidates',
    );
    expect(block.candidates).toEqual([
      expect.objectContaining({ id: demoId('dossier:sophie-jansen'), contactable: true, name: 'Sophie Jansen' }),
      expect.objectContaining({ id: demoId('dossier:mohamed-el-idrissi'), contactable: false, name: null }),
    ]);
    const profile = await contact.get(
      `/api/v1/showroom/${list.body.data[0].id}/candidate/${demoId('dossier:mohamed-el-idrissi')}`,
    );
    expect(profile.body.data.attributes).toMatchObject({ exposure: 'anonymous', name: null, profileShared: true });
  });

  it('has a candidate in every consent state, Daan Bakker without any yet', async () => {
    const coach = await t.loginAsDemo('coach@demo.koers.nl');
    const showroom = await coach.get(`/api/v1/showroom/${demoId('showroom:werkpad:bouw')}`);
    const consents = showroom.body.data.attributes.candidateConsents;
    expect(Object.keys(consents)).toHaveLength(DEMO_SHOWROOM_CANDIDATES.length);
    expect(new Set(Object.values(consents).map((consent) => JSON.stringify(consent))).size).toBe(
      DEMO_SHOWROOM_CANDIDATES.length,
    );
    expect(consents[demoId('dossier:daan-bakker')]).toEqual({
      candidate: false,
      coach: false,
      contact: false,
      exposure: 'hidden',
    });
    const daan = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const mine = await daan.get(`/api/v1/dossier/${demoId('dossier:daan-bakker')}/showrooms`);
    expect(mine.body.data[0].attributes).toMatchObject({
      name: 'Vakmensen voor de bouw',
      employers: ['Bouwbedrijf Van Dijk'],
      exposure: 'hidden',
    });
  });
});
