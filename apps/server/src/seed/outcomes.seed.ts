import type { Db } from '@koers/server-core/db/database';
import type { FollowUpAnswer, OutcomeEndReason } from '@koers/shared';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { and, eq } from 'drizzle-orm';
import { dossierOutcomeChanges, dossierOutcomes } from '../schema/outcomes.table';
import { tracks } from '../schema/tracks.table';
import { DEMO_CANDIDATE_DOSSIERS } from './demo-candidate-dossiers';
import type { DemoCandidateKey } from './demo-candidate-people';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

type Placement = {
  kind: 'placed';
  /** An employer of the demo CRM (its key), or a name typed for one that is not in it. */
  employer: { key: string; name: string } | { name: string };
  functionTitle: string;
  hoursPerWeek: number;
  contractType: string;
  followUp?: FollowUpAnswer;
};
type OtherEnd = { kind: 'ended'; endReason: OutcomeEndReason };

/**
 * Werkpad's outcomes, so the report shows something: placements at employers of the demo CRM
 * and typed ones, and other ends, over the past months (days ago, relative to the seeding day,
 * like the tracks). Older placements have their 6-month follow-up.
 */
const DEMO_OUTCOMES: Array<{ key: DemoCandidateKey; daysAgo: number; recordedBy: string } & (Placement | OtherEnd)> = [
  {
    key: 'jeroen-smits',
    daysAgo: 260,
    recordedBy: 'coach',
    kind: 'placed',
    employer: { key: 'bouwbedrijf-van-dijk', name: 'Bouwbedrijf Van Dijk' },
    functionTitle: 'Timmerman',
    hoursPerWeek: 38,
    contractType: 'vast',
    followUp: 'yes',
  },
  {
    key: 'chantal-de-groot',
    daysAgo: 230,
    recordedBy: 'coach',
    kind: 'placed',
    employer: { name: 'Kinderopvang Het Kwetternest' },
    functionTitle: 'Pedagogisch medewerker',
    hoursPerWeek: 24,
    contractType: 'tijdelijk',
    followUp: 'no',
  },
  { key: 'niels-van-den-berg', daysAgo: 40, recordedBy: 'beheerder', kind: 'ended', endReason: 'education' },
  {
    key: 'fatma-sahin',
    daysAgo: 30,
    recordedBy: 'beheerder',
    kind: 'placed',
    employer: { key: 'zorggroep-de-linde', name: 'Zorggroep De Linde' },
    functionTitle: 'Helpende zorg en welzijn',
    hoursPerWeek: 28,
    contractType: 'tijdelijk_uitzicht_vast',
  },
  {
    key: 'samira-ait-taleb',
    daysAgo: 25,
    recordedBy: 'beheerder',
    kind: 'placed',
    employer: { key: 'albert-heijn-lombok', name: 'Albert Heijn Lombok' },
    functionTitle: 'Vakkenvuller',
    hoursPerWeek: 20,
    contractType: 'tijdelijk',
  },
  { key: 'sem-mulder', daysAgo: 20, recordedBy: 'coach', kind: 'ended', endReason: 'dropped_out' },
  {
    key: 'julia-meijer',
    daysAgo: 15,
    recordedBy: 'coach',
    kind: 'placed',
    employer: { key: 'logistiek-centrum-nieuwegein', name: 'Logistiek Centrum Nieuwegein' },
    functionTitle: 'Orderpicker',
    hoursPerWeek: 32,
    contractType: 'uitzendcontract',
  },
  { key: 'sanne-wouters', daysAgo: 12, recordedBy: 'wisselaar', kind: 'ended', endReason: 'other_guidance' },
  { key: 'kevin-de-wit', daysAgo: 10, recordedBy: 'beheerder', kind: 'ended', endReason: 'moved' },
  {
    key: 'marco-rossi',
    daysAgo: 7,
    recordedBy: 'wisselaar',
    kind: 'placed',
    employer: { name: 'Fietsenmakerij De Spaak' },
    functionTitle: 'Fietsenmaker',
    hoursPerWeek: 36,
    contractType: 'tijdelijk',
  },
];

/** Each outcome ends its track on its date and has its first history entry, as recording one does. */
export async function seedOutcomes(db: Db): Promise<void> {
  const today = todayInAmsterdam();
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  for (const outcome of DEMO_OUTCOMES) {
    if (!DEMO_CANDIDATE_DOSSIERS.some((dossier) => dossier.key === outcome.key)) throw new Error(outcome.key);
    const dossierId = demoId(`dossier:${outcome.key}`);
    const endedOn = addDays(today, -outcome.daysAgo);
    const fields =
      outcome.kind === 'placed'
        ? {
            kind: 'placed',
            endedOn,
            employerId: 'key' in outcome.employer ? demoId(`employer:${outcome.employer.key}`) : null,
            employerName: outcome.employer.name,
            functionTitle: outcome.functionTitle,
            hoursPerWeek: outcome.hoursPerWeek,
            contractType: outcome.contractType,
            employmentStartsOn: addDays(endedOn, 1),
            employedAfterSixMonths: outcome.followUp ?? 'unknown',
          }
        : { kind: 'ended', endedOn, endReason: outcome.endReason };
    const recordedBy = demoId(`context:${outcome.recordedBy}:werkpad:member`);
    const id = demoId(`outcome:${outcome.key}`);
    const at = new Date(`${endedOn}T10:00:00Z`);
    await db.insert(dossierOutcomes).values({
      id,
      organizationId,
      dossierId,
      ...fields,
      recordedByContextId: recordedBy,
      createdAt: at,
      updatedAt: at,
    });
    await db.insert(dossierOutcomeChanges).values({
      organizationId,
      outcomeId: id,
      action: 'create',
      changes: Object.entries(fields)
        .filter(([, value]) => value !== null)
        .map(([field, value]) => ({ field: field as never, from: null, to: value })),
      changedByContextId: recordedBy,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .update(tracks)
      .set({ endsOn: endedOn })
      .where(and(eq(tracks.organizationId, organizationId), eq(tracks.dossierId, dossierId)));
  }
}
