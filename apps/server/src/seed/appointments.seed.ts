import type { Db } from '@koers/server-core/db/database';
import { addDays, amsterdamMoment, todayInAmsterdam } from '@koers/shared/calendar';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { appointments } from '../schema/appointments.table';
import { dossierCoaches } from '../schema/dossier-coaches.table';
import { dossiers } from '../schema/dossiers.table';
import { tracks } from '../schema/tracks.table';
import { userContexts } from '../schema/user-contexts.table';
import { demoId } from './demo-ids';

const firstCoach = sql<string | null>`(array_agg(${dossierCoaches.teamMemberId}
  order by ${dossierCoaches.createdAt}, ${dossierCoaches.teamMemberId}))[1]`;

/** Office or video, morning or afternoon: chosen by the dossier's position, so they differ. */
const DEMO_SLOTS = [
  { startTime: '10:00', endTime: '11:00', location: 'Kantoor Werkpad, Stationsplein 12, Utrecht', videoUrl: null },
  { startTime: '14:30', endTime: '15:15', location: null, videoUrl: 'https://meet.example.nl/werkpad-gesprek' },
  { startTime: '09:30', endTime: '10:15', location: 'Bibliotheek, Oudegracht 167, Utrecht', videoUrl: null },
] as const;

/** A working day `days` ahead of `today` (a Saturday or Sunday moves to the Monday). */
function workingDay(today: string, days: number): string {
  const date = addDays(today, days);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(date, 2) : weekday === 0 ? addDays(date, 1) : date;
}

/**
 * An upcoming appointment in every demo dossier whose track runs (issue 38.2), planned by its
 * first coach a few working days ahead; seeded without mail (the invitations are not sent).
 */
export async function seedAppointments(db: Db): Promise<void> {
  const today = todayInAmsterdam();
  const rows = await db
    .select({ organizationId: dossiers.organizationId, id: dossiers.id, coachTeamMemberId: firstCoach })
    .from(dossiers)
    .innerJoin(tracks, and(eq(tracks.organizationId, dossiers.organizationId), eq(tracks.dossierId, dossiers.id)))
    .leftJoin(
      dossierCoaches,
      and(eq(dossierCoaches.organizationId, dossiers.organizationId), eq(dossierCoaches.dossierId, dossiers.id)),
    )
    .where(gte(tracks.endsOn, today))
    .groupBy(dossiers.organizationId, dossiers.id, dossiers.clientName)
    .orderBy(asc(dossiers.clientName));
  const coaches = await db
    .select({ id: userContexts.id, teamMemberId: userContexts.teamMemberId })
    .from(userContexts)
    .where(eq(userContexts.userType, 'member'));
  const contextOf = new Map(coaches.map((coach) => [coach.teamMemberId, coach.id]));
  const values = rows.flatMap((dossier, position) => {
    const slot = DEMO_SLOTS[position % DEMO_SLOTS.length] ?? DEMO_SLOTS[0];
    const date = workingDay(today, 2 + (position % 5));
    const startsAt = amsterdamMoment(date, slot.startTime);
    const endsAt = amsterdamMoment(date, slot.endTime);
    if (!startsAt || !endsAt) return [];
    const organizer = dossier.coachTeamMemberId ? (contextOf.get(dossier.coachTeamMemberId) ?? null) : null;
    return [
      {
        id: demoId(`appointment:${dossier.id}`),
        organizationId: dossier.organizationId,
        dossierId: dossier.id,
        startsAt,
        endsAt,
        location: slot.location,
        videoUrl: slot.videoUrl,
        note: 'We bespreken je sollicitaties van de afgelopen weken en kiezen de volgende stap.',
        organizerContextId: organizer,
        updatedByContextId: organizer,
      },
    ];
  });
  if (values.length > 0) await db.insert(appointments).values(values);
}
