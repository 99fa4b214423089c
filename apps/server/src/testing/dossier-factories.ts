import type { Db } from '@koers/server-core/db/database';
import { appointments } from '../schema/appointments.table';
import { candidateInvitations } from '../schema/candidate-invitations.table';
import { dossierCoaches } from '../schema/dossier-coaches.table';
import { dossiers, personalFiles } from '../schema/dossiers.table';
import { journalEntries } from '../schema/journal.table';
import { savedSearches } from '../schema/saved-searches.table';
import { tracks, trackTypes } from '../schema/tracks.table';
import { userContexts } from '../schema/user-contexts.table';
import { buildOrganization, buildUser, type OrganizationRow, type Person, TEST_PASSWORD } from './factories';

export type DossierRow = typeof dossiers.$inferSelect;

export type DossierOptions = {
  organization?: OrganizationRow;
  name?: string;
  email?: string;
  /** Coaches (people with a member context and team member). */
  coaches?: Person[];
  /** Coaches by team member id (people made elsewhere, the demo's for instance). */
  coachTeamMemberIds?: string[];
  track?: { startsOn: string; endsOn: string; trackTypeId?: string | null } | null;
  archivedAt?: Date | null;
  /** 'password': the candidate can log in; 'invited'/'expired': an open invitation; 'none': no account. */
  account?: 'password' | 'invited' | 'expired' | 'none';
};

/** A dossier with personal file, track, coaches and (by default) a candidate who can log in. */
export async function buildDossier(
  db: Db,
  options: DossierOptions = {},
): Promise<{ dossier: DossierRow; organization: OrganizationRow; candidate: Person | null; personalFileId: string }> {
  const organization = options.organization ?? options.coaches?.[0]?.organization ?? (await buildOrganization(db));
  const name = options.name ?? `Kandidaat ${Math.random().toString(36).slice(2, 8)}`;
  const email = (options.email ?? `kandidaat-${Math.random().toString(36).slice(2, 10)}@test.koers.nl`).toLowerCase();
  const [dossier] = await db
    .insert(dossiers)
    .values({
      organizationId: organization.id,
      clientName: name,
      clientEmail: email,
      archivedAt: options.archivedAt ?? null,
    })
    .returning();
  if (!dossier) throw new Error('buildDossier');
  const [firstName, ...rest] = name.split(' ');
  const [personalFile] = await db
    .insert(personalFiles)
    .values({
      organizationId: organization.id,
      dossierId: dossier.id,
      firstName: firstName ?? name,
      lastName: rest.join(' ') || '-',
    })
    .returning({ id: personalFiles.id });
  if (!personalFile) throw new Error('buildDossier personal file');
  const coachTeamMemberIds = (options.coaches ?? []).map((coach) => {
    if (!coach.context.teamMemberId) throw new Error('coach without team member');
    return coach.context.teamMemberId;
  });
  for (const teamMemberId of [...coachTeamMemberIds, ...(options.coachTeamMemberIds ?? [])]) {
    await db.insert(dossierCoaches).values({ organizationId: organization.id, dossierId: dossier.id, teamMemberId });
  }
  const track = options.track === undefined ? { startsOn: '2026-01-05', endsOn: '2026-12-31' } : options.track;
  if (track) {
    await db.insert(tracks).values({
      organizationId: organization.id,
      dossierId: dossier.id,
      startsOn: track.startsOn,
      endsOn: track.endsOn,
      trackTypeId: track.trackTypeId ?? null,
    });
  }
  const account = options.account ?? 'password';
  if (account === 'none') return { dossier, organization, candidate: null, personalFileId: personalFile.id };
  const user = await buildUser(db, { email, name, password: account === 'password' ? undefined : null });
  const [context] = await db
    .insert(userContexts)
    .values({
      organizationId: organization.id,
      userId: user.id,
      userType: 'client',
      dossierId: dossier.id,
      disabledAt: options.archivedAt ?? null,
    })
    .returning();
  if (!context) throw new Error('buildDossier context');
  if (account === 'invited' || account === 'expired') {
    const day = 86_400_000;
    await db.insert(candidateInvitations).values({
      organizationId: organization.id,
      dossierId: dossier.id,
      userId: user.id,
      email,
      tokenHash: `test-${Math.random().toString(36).slice(2)}`,
      expiresAt: new Date(Date.now() + (account === 'invited' ? 7 : -1) * day),
    });
  }
  return {
    dossier,
    organization,
    candidate: { organization, user, context, email: user.email, password: TEST_PASSWORD },
    personalFileId: personalFile.id,
  };
}

export async function buildTrackType(db: Db, organization: OrganizationRow, name = 'Re-integratie') {
  const [row] = await db.insert(trackTypes).values({ organizationId: organization.id, name }).returning();
  if (!row) throw new Error('buildTrackType');
  return row;
}

/** A journal entry of a dossier, written straight to the database (team-only unless told). */
export async function buildJournalEntry(
  db: Db,
  values: Pick<typeof journalEntries.$inferInsert, 'organizationId' | 'dossierId'> &
    Partial<typeof journalEntries.$inferInsert>,
) {
  const [row] = await db
    .insert(journalEntries)
    .values({
      occurredOn: '2026-03-02',
      kind: 'conversation',
      text: 'Gesprek over de voortgang.',
      visibility: 'team',
      ...values,
    })
    .returning();
  if (!row) throw new Error('buildJournalEntry');
  return row;
}

/** A planned appointment of a dossier a week ahead, written straight to the database (no mail). */
export async function buildAppointment(
  db: Db,
  values: Pick<typeof appointments.$inferInsert, 'organizationId' | 'dossierId'> &
    Partial<typeof appointments.$inferInsert>,
) {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await db
    .insert(appointments)
    .values({
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      location: 'Stationsplein 1, Utrecht',
      ...values,
    })
    .returning();
  if (!row) throw new Error('buildAppointment');
  return row;
}

/** A saved search of a dossier, written straight to the database (weekly, of the organisation's explorer given). */
export async function buildSavedSearch(
  db: Db,
  values: Pick<typeof savedSearches.$inferInsert, 'organizationId' | 'dossierId' | 'explorerId'> &
    Partial<typeof savedSearches.$inferInsert>,
) {
  const [row] = await db
    .insert(savedSearches)
    .values({ name: 'Zoekopdracht', search: '', query: {}, frequency: 'weekly', ...values })
    .returning();
  if (!row) throw new Error('buildSavedSearch');
  return row;
}
