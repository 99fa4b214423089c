import type { Db } from '@koers/server-core/db/database';
import type { JournalEntryKind, JournalVisibility } from '@koers/shared';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dossierCoaches } from '../schema/dossier-coaches.table';
import { dossiers } from '../schema/dossiers.table';
import { journalEntries } from '../schema/journal.table';
import { tracks } from '../schema/tracks.table';
import { userContexts } from '../schema/user-contexts.table';
import { demoId } from './demo-ids';

/** A demo entry: how far into the track (0 = its first day, 1 = today or its end), kind, reader, text. */
type DemoEntry = { at: number; kind: JournalEntryKind; visibility: JournalVisibility; text: (first: string) => string };

/** Three entries per dossier, chosen by its position, so journals differ from one to the next. */
const DEMO_JOURNALS: DemoEntry[][] = [
  [
    {
      at: 0,
      kind: 'conversation',
      visibility: 'candidate',
      text: (first) =>
        `Intakegesprek met ${first}. We hebben de wensen en mogelijkheden doorgenomen en afgesproken elke twee weken te spreken.`,
    },
    {
      at: 0.4,
      kind: 'phone',
      visibility: 'team',
      text: (first) =>
        `${first} gebeld: de motivatie wisselt. Volgende keer samen een concreet doel voor de komende maand kiezen.`,
    },
    {
      at: 0.9,
      kind: 'email',
      visibility: 'candidate',
      text: () => 'Drie vacatures doorgestuurd en gevraagd voor vrijdag te laten weten welke interessant zijn.',
    },
  ],
  [
    {
      at: 0.05,
      kind: 'conversation',
      visibility: 'candidate',
      text: (first) => `Kennismaking met ${first}: cv samen doorgelopen, werkervaring aangevuld.`,
    },
    {
      at: 0.5,
      kind: 'appointment',
      visibility: 'candidate',
      text: () => 'Afspraak op kantoor: sollicitatiebrief geschreven en een proefgesprek gevoerd.',
    },
    {
      at: 0.8,
      kind: 'other',
      visibility: 'team',
      text: () => 'Overleg met de opdrachtgever over de voortgang; rapportage volgt aan het eind van de maand.',
    },
  ],
];

const firstCoach = sql<string | null>`(array_agg(${dossierCoaches.teamMemberId}
  order by ${dossierCoaches.createdAt}, ${dossierCoaches.teamMemberId}))[1]`;

/**
 * A few journal entries in every demo dossier (issue 38.1), written by its first coach on days
 * within its track (up to today, or its end for one that ended), some for the team only.
 */
export async function seedJournal(db: Db): Promise<void> {
  const today = todayInAmsterdam();
  const rows = await db
    .select({
      organizationId: dossiers.organizationId,
      id: dossiers.id,
      clientName: dossiers.clientName,
      startsOn: tracks.startsOn,
      endsOn: tracks.endsOn,
      // The first coach: the one who writes.
      coachTeamMemberId: firstCoach,
    })
    .from(dossiers)
    .innerJoin(tracks, and(eq(tracks.organizationId, dossiers.organizationId), eq(tracks.dossierId, dossiers.id)))
    .leftJoin(
      dossierCoaches,
      and(eq(dossierCoaches.organizationId, dossiers.organizationId), eq(dossierCoaches.dossierId, dossiers.id)),
    )
    .groupBy(dossiers.organizationId, dossiers.id, dossiers.clientName, tracks.startsOn, tracks.endsOn)
    .orderBy(asc(dossiers.clientName));
  const coaches = await db
    .select({ id: userContexts.id, teamMemberId: userContexts.teamMemberId })
    .from(userContexts)
    .where(eq(userContexts.userType, 'member'));
  const contextOf = new Map(coaches.map((coach) => [coach.teamMemberId, coach.id]));
  const values = rows.flatMap((dossier, position) => {
    const first = dossier.clientName.split(' ')[0] ?? dossier.clientName;
    const last = dossier.endsOn < today ? dossier.endsOn : today;
    const span = Math.max(0, Math.round((Date.parse(last) - Date.parse(dossier.startsOn)) / 86_400_000));
    const journal = DEMO_JOURNALS[position % DEMO_JOURNALS.length] ?? [];
    const writer = dossier.coachTeamMemberId ? (contextOf.get(dossier.coachTeamMemberId) ?? null) : null;
    return journal.map((entry, index) => {
      const occurredOn = addDays(dossier.startsOn, Math.round(span * entry.at));
      const writtenAt = new Date(`${occurredOn}T15:30:00Z`);
      return {
        id: demoId(`journal-entry:${dossier.id}:${index}`),
        organizationId: dossier.organizationId,
        dossierId: dossier.id,
        occurredOn,
        kind: entry.kind,
        text: entry.text(first),
        visibility: entry.visibility,
        createdByContextId: writer,
        updatedByContextId: writer,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      };
    });
  });
  if (values.length > 0) await db.insert(journalEntries).values(values);
}
