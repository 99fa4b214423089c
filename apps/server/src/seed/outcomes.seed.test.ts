import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();
const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);

describe('demo outcomes', () => {
  it('give the report placements and other ends over the past year, per track type and coach, with follow-ups', async () => {
    const admin = await t.loginAsDemo('beheerder@demo.koers.nl');
    const report = await admin.get(`/api/v1/organization/${werkpad}/outcome_report`);
    expect(report.status).toBe(200);
    const { totals, byTrackType, byCoach } = report.body.data.attributes;
    expect(totals.placed).toBeGreaterThanOrEqual(5);
    expect(totals.ended).toBeGreaterThan(totals.placed);
    expect(totals.followUpKnown).toBeGreaterThanOrEqual(2);
    expect(totals.medianDaysToPlacement).toBeGreaterThan(0);
    expect(byTrackType.filter((row: any) => row.placed > 0).length).toBeGreaterThanOrEqual(2);
    expect(byCoach.filter((row: any) => row.placed > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('a placement at an employer of the CRM ended the track on its date, with its history', async () => {
    const coach = await t.loginAsDemo('coach@demo.koers.nl');
    const dossierId = demoId('dossier:julia-meijer');
    const outcome = await coach.get(`/api/v1/dossier/${dossierId}/outcome`);
    expect(outcome.body.data.attributes).toMatchObject({
      kind: 'placed',
      employerId: demoId('employer:logistiek-centrum-nieuwegein'),
      employerName: 'Logistiek Centrum Nieuwegein',
    });
    expect(outcome.body.included[0].attributes).toMatchObject({ action: 'create', changedByName: 'Mehmet Yılmaz' });
    const track = await coach.get(`/api/v1/dossier/${dossierId}/track`);
    expect(track.body.data.attributes.endsOn).toBe(outcome.body.data.attributes.endedOn);
  });
});
