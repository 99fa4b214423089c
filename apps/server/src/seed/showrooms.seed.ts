import type { Db } from '@koers/server-core/db/database';
import type { ShowroomBlock, ShowroomConsentState } from '@koers/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { profiles } from '../schema/profiles.table';
import { showroomConsents, showroomRecipients, showrooms } from '../schema/showrooms.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

/**
 * Werkpad's published demo showroom for Bouwbedrijf Van Dijk (issue 35), with a candidate in each
 * consent state, so the contact (werkgever@demo.koers.nl) meets one contactable and one anonymous
 * candidate while the others wait for an agreement. Daan Bakker (the demo candidate) has given
 * none yet: he and his coach can consent in the demo and watch him appear.
 */
export const DEMO_SHOWROOM_CANDIDATES: Array<{ key: string; consent: ShowroomConsentState; note: string }> = [
  { key: 'sophie-jansen', consent: { candidate: true, coach: true, contact: true }, note: 'contactable' },
  { key: 'mohamed-el-idrissi', consent: { candidate: true, coach: true, contact: false }, note: 'anonymous' },
  { key: 'emma-de-boer', consent: { candidate: true, coach: false, contact: false }, note: 'awaits the coach' },
  { key: 'lisa-van-dijk', consent: { candidate: false, coach: true, contact: false }, note: 'awaits the candidate' },
  { key: 'daan-bakker', consent: { candidate: false, coach: false, contact: false }, note: 'nobody agreed yet' },
];

export async function seedShowrooms(db: Db): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const dossierIds = DEMO_SHOWROOM_CANDIDATES.map((candidate) => demoId(`dossier:${candidate.key}`));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const blocks: ShowroomBlock[] = [
    {
      type: 'text',
      text: 'Deze kandidaten zoeken werk in de bouw en de techniek in de regio Utrecht. Ze kunnen binnen een maand beginnen.',
    },
    { type: 'candidates', title: 'Vakmensen en starters', dossierIds },
    {
      type: 'call_to_action',
      label: 'Neem contact op',
      text: 'Interesse in een kandidaat? Vraag contact aan; de coach neemt binnen twee werkdagen contact met je op.',
      action: 'contact',
      url: null,
    },
  ];
  const showroomId = demoId('showroom:werkpad:bouw');
  await db.insert(showrooms).values([
    {
      id: showroomId,
      organizationId,
      name: 'Vakmensen voor de bouw',
      contentBlocks: blocks,
      publishedAt: daysAgo(3),
      createdByTeamMemberId: demoId('team-member:coach:werkpad'),
    },
    {
      id: demoId('showroom:werkpad:zorg'),
      organizationId,
      name: 'Zorgtalent (concept)',
      contentBlocks: [{ type: 'text', text: 'Nog aan te vullen met kandidaten voor zorg en welzijn.' }],
      createdByTeamMemberId: demoId('team-member:coach:werkpad'),
    },
  ]);
  await db.insert(showroomRecipients).values({
    organizationId,
    showroomId,
    employerId: demoId('employer:bouwbedrijf-van-dijk'),
  });
  const at = (granted: boolean, days: number) => (granted ? daysAgo(days) : null);
  await db.insert(showroomConsents).values(
    DEMO_SHOWROOM_CANDIDATES.filter(({ consent }) => consent.candidate || consent.coach).map(({ key, consent }) => ({
      organizationId,
      dossierId: demoId(`dossier:${key}`),
      candidateGrantedAt: at(consent.candidate, 5),
      coachGrantedAt: at(consent.coach, 4),
      coachGrantedByContextId: consent.coach ? demoId('context:coach:werkpad:member') : null,
      contactGrantedAt: at(consent.contact, 5),
    })),
  );
  // Who agreed to appear lets employers see the profile as well.
  await db
    .update(profiles)
    .set({ publishProfile: true })
    .where(
      and(
        eq(profiles.organizationId, organizationId),
        inArray(
          profiles.dossierId,
          DEMO_SHOWROOM_CANDIDATES.filter(({ consent }) => consent.candidate).map(({ key }) =>
            demoId(`dossier:${key}`),
          ),
        ),
      ),
    );
}
