import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  DEFAULT_DOSSIER_EMAIL_SETTINGS,
  type DossierEmailSetting,
  type DossierEmailSettingsInput,
  type DossierSettingsInput,
  type dossierCreateSchema,
  dossierPolicy,
  fullName,
  type PersonalFileUpdateInput,
  type TrackUpdateInput,
  type z,
} from '@koers/shared';
import {
  ensureClientAccount,
  prepareInvitation,
  revokeOpenInvitations,
} from '../candidate-invitations/candidate-invitations.service';
import { setCustomFieldValues } from '../custom-fields/custom-fields.service';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notifyDossierAssigned } from '../notifications/notification-events.service';
import { openOnboardingsForNewDossier } from '../onboardings/onboarding-types.service';
import { profileContactDetails, setProfileContactDetails } from '../profiles/profiles.service';
import { saveTrack, type TrackRow, validateTrackType } from '../tracks/tracks.service';
import { deleteContext, teamMembersWithRight } from '../user-contexts/user-contexts.service';
import { findUserByEmail, updateUser } from '../users/users.service';
import { dossierErrors } from './dossiers.errors';
import { createDossiersRepository, type DossierRow, type PersonalFileRow } from './dossiers.repository';

type DossierCreate = z.output<typeof dossierCreateSchema>;

/** Coaches must be team members with the coach right in the actor's organisation. */
export async function validateCoaches(db: Db, organizationId: string, teamMemberIds: string[]): Promise<string[]> {
  const unique = [...new Set(teamMemberIds)];
  if (unique.length === 0) throw dossierErrors.noCoach();
  const known = new Set((await teamMembersWithRight(db, organizationId, 'coach')).map((coach) => coach.teamMemberId));
  unique.forEach((id, index) => {
    if (!known.has(id)) throw dossierErrors.unknownCoach(index);
  });
  return unique;
}

async function validateProfileType(db: Db, organizationId: string, profileTypeId: string | null | undefined) {
  if (!profileTypeId) return null;
  if (!(await createDossiersRepository(db).profileType(organizationId, profileTypeId))) {
    throw dossierErrors.unknownProfileType();
  }
  return profileTypeId;
}

/**
 * Nieuw dossier (feature Dossiers_Add): the dossier with personal file, track, coaches and an
 * empty profile, the candidate's login, and (by default) an invitation by e-mail — all in one
 * transaction; the e-mail goes out after commit.
 */
export async function createDossier(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  attributes: DossierCreate;
  coachIds: string[] | null;
  publicUrl: string;
  now?: Date;
}): Promise<DossierRow> {
  const { db, actor, attributes } = input;
  authorize(dossierPolicy.create, actor);
  const now = input.now ?? new Date();
  const organizationId = actor.organizationId;
  const defaultCoaches = actor.rights.coach && actor.teamMemberId ? [actor.teamMemberId] : [];
  const coachIds = await validateCoaches(db, organizationId, input.coachIds ?? defaultCoaches);
  const trackTypeId = await validateTrackType(db, organizationId, attributes.trackTypeId);
  const profileTypeId = await validateProfileType(db, organizationId, attributes.profileTypeId);
  const name = fullName(attributes);

  const { dossier, mail } = await db.transaction(async (tx) => {
    const repo = createDossiersRepository(tx);
    const dossier = await repo.insert({
      organizationId,
      clientName: name,
      clientEmail: attributes.email,
      profileTypeId,
      createdByContextId: actor.userContextId,
    });
    await repo.upsertPersonalFile({
      organizationId,
      dossierId: dossier.id,
      firstName: attributes.firstName,
      lastNamePrefix: attributes.lastNamePrefix ?? null,
      lastName: attributes.lastName,
    });
    await repo.replaceCoaches(organizationId, dossier.id, coachIds);
    await saveTrack(tx, dossier, { startsOn: attributes.startsOn, endsOn: attributes.endsOn, trackTypeId });
    await setProfileContactDetails(tx, dossier, attributes.phone ? { phone: attributes.phone } : {});
    await openOnboardingsForNewDossier(tx, organizationId, dossier.id);
    const account = await ensureClientAccount(tx, {
      organizationId,
      dossierId: dossier.id,
      email: attributes.email,
      name,
      now,
    });
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'create',
      subject: 'dossier',
      subjectId: dossier.id,
    });
    // Whatever the address (new, or an account elsewhere), the same happens here: an invitation
    // when asked for, and a context that waits for the person's acceptance.
    const mail: MailMessage | null = attributes.sendInvitation
      ? await prepareInvitation(tx, { actor, dossier, user: account.user, publicUrl: input.publicUrl, now })
      : null;
    return { dossier, mail };
  });
  if (mail) await input.mailer.send(db, mail);
  return dossier;
}

/**
 * Archiving ends the candidate's access: their user context is disabled and open invitations
 * are revoked. Unarchiving (feature Dossiers_Unarchive) gives the access back.
 */
export async function setArchived(input: { db: Db; actor: Actor; dossierId: string; archived: boolean; now?: Date }) {
  const now = input.now ?? new Date();
  const { row, facts } = await loadDossier(input.db, input.actor, input.dossierId);
  if (input.archived && facts.archived) throw dossierAccessErrors.archived();
  if (!input.archived && !facts.archived) throw dossierErrors.notArchived();
  authorize(input.archived ? dossierPolicy.archive : dossierPolicy.unarchive, input.actor, facts);
  return input.db.transaction(async (tx) => {
    const repo = createDossiersRepository(tx);
    const updated = await repo.update(row.organizationId, row.id, { archivedAt: input.archived ? now : null });
    await repo.setClientContextDisabled(row.organizationId, row.id, input.archived ? now : null);
    if (input.archived) await revokeOpenInvitations(tx, row.organizationId, row.id, now);
    await recordDossierAccess(tx, input.actor, {
      dossierId: row.id,
      action: 'update',
      subject: input.archived ? 'archive' : 'unarchive',
    });
    return updated;
  });
}

/** Instellingen: profile type and custom field values. */
export async function updateSettings(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: DossierSettingsInput;
}) {
  const { row } = await loadDossier(input.db, input.actor, input.dossierId, dossierPolicy.update);
  const { attributes } = input;
  const profileTypeId =
    attributes.profileTypeId === undefined
      ? undefined
      : await validateProfileType(input.db, row.organizationId, attributes.profileTypeId);
  return input.db.transaction(async (tx) => {
    const updated =
      profileTypeId === undefined
        ? row
        : await createDossiersRepository(tx).update(row.organizationId, row.id, { profileTypeId });
    if (attributes.customFieldValues) {
      await setCustomFieldValues(tx, row.organizationId, 'dossier', row.id, attributes.customFieldValues);
    }
    await recordDossierAccess(tx, input.actor, { dossierId: row.id, action: 'update', subject: 'settings' });
    return updated;
  });
}

export function emailSettingsOf(row: DossierRow): Record<DossierEmailSetting, boolean> {
  return { ...DEFAULT_DOSSIER_EMAIL_SETTINGS, ...row.emailSettings };
}

export async function updateEmailSettings(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: DossierEmailSettingsInput;
}) {
  const { row } = await loadDossier(input.db, input.actor, input.dossierId, dossierPolicy.update);
  return input.db.transaction(async (tx) => {
    const updated = await createDossiersRepository(tx).update(row.organizationId, row.id, {
      emailSettings: { ...row.emailSettings, ...input.attributes },
    });
    await recordDossierAccess(tx, input.actor, { dossierId: row.id, action: 'update', subject: 'email_settings' });
    return updated;
  });
}

/** Coaches of a dossier (feature Dossiers_EditCoach). */
export async function setCoaches(input: { db: Db; actor: Actor; dossierId: string; teamMemberIds: string[] }) {
  const { row, facts } = await loadDossier(input.db, input.actor, input.dossierId, dossierPolicy.editCoach);
  const coachIds = await validateCoaches(input.db, row.organizationId, input.teamMemberIds);
  await input.db.transaction(async (tx) => {
    await createDossiersRepository(tx).replaceCoaches(row.organizationId, row.id, coachIds);
    await notifyDossierAssigned(tx, {
      actor: input.actor,
      dossierId: row.id,
      newTeamMemberIds: coachIds.filter((id) => !facts.coachTeamMemberIds.includes(id)),
    });
    await recordDossierAccess(tx, input.actor, { dossierId: row.id, action: 'update', subject: 'coaches' });
  });
}

export type PersonalFileView = {
  file: PersonalFileRow;
  email: string | null;
  phone: string | null;
  postalCode: string | null;
};

async function personalFileView(db: Db, row: DossierRow): Promise<PersonalFileView> {
  const repo = createDossiersRepository(db);
  const file =
    (await repo.personalFile(row.organizationId, row.id)) ??
    (await repo.upsertPersonalFile({
      organizationId: row.organizationId,
      dossierId: row.id,
      firstName: row.clientName.split(' ')[0] ?? row.clientName,
      lastName: row.clientName.split(' ').slice(1).join(' '),
    }));
  return { file, email: row.clientEmail, ...(await profileContactDetails(db, row)) };
}

/** GET personal_file/{id}: staff who handle the dossier (and the candidate, for their own). */
export async function readPersonalFile(input: {
  database: Database;
  actor: Actor;
  personalFileId: string;
}): Promise<PersonalFileView> {
  const { database, actor } = input;
  const { db } = database;
  const file = await createDossiersRepository(db).personalFileById(actor.organizationId, input.personalFileId);
  if (!file) throw notFound();
  const { row } = await loadDossier(db, actor, file.dossierId);
  const [view] = await Promise.all([
    personalFileView(db, row),
    recordDossierReads(database, actor, [
      { dossierId: row.id, action: 'read', subject: 'personal_file', subjectId: file.id },
    ]),
  ]);
  return view;
}

/**
 * The dossier's address changed. What happens to the candidate's login never depends on whether
 * the new address has an account elsewhere, and nothing of it shows to the organisation (it
 * used to answer "this address belongs to another account"):
 * - not accepted yet: the invitation to the old address dies; the login moves along when it is
 *   this dossier's alone and the address is free, otherwise the context goes to whoever holds
 *   the new address, pending as before;
 * - accepted: the login moves along only when it is this dossier's alone and the address is
 *   free; otherwise the person keeps logging in as they did (only they change their login).
 */
async function moveCandidateLogin(tx: Db, row: DossierRow, email: string): Promise<void> {
  const repo = createDossiersRepository(tx);
  const now = new Date();
  const context = await repo.clientContext(row.organizationId, row.id);
  if (!context) return;
  await revokeOpenInvitations(tx, row.organizationId, row.id, now);
  const owner = await findUserByEmail(tx, email);
  const alone = await repo.isOnlyContextOf(context.userId, context.userContextId);
  if (alone && (!owner || owner.id === context.userId)) {
    await updateUser(tx, context.userId, { email });
    return;
  }
  if (context.pendingSince === null) return;
  await deleteContext(tx, context.userContextId);
  await ensureClientAccount(tx, {
    organizationId: row.organizationId,
    dossierId: row.id,
    email,
    name: row.clientName,
    now,
  });
}

/**
 * Persoonsgegevens (feature Dossiers_UpdatePersonalData). A changed e-mail address is recorded
 * (email_changes) and becomes the candidate's login when that login is theirs alone.
 */
export async function updatePersonalFile(input: {
  db: Db;
  actor: Actor;
  personalFileId: string;
  attributes: PersonalFileUpdateInput & {
    lastNamePrefix: string | null;
    phone: string | null;
    postalCode: string | null;
  };
}): Promise<PersonalFileView> {
  const { db, actor, attributes } = input;
  const existing = await createDossiersRepository(db).personalFileById(actor.organizationId, input.personalFileId);
  if (!existing) throw notFound();
  const { row } = await loadDossier(db, actor, existing.dossierId, dossierPolicy.updatePersonalData);
  return db.transaction(async (tx) => {
    const repo = createDossiersRepository(tx);
    const email = attributes.email;
    let dossier = row;
    if (email !== row.clientEmail) {
      await moveCandidateLogin(tx, row, email);
      await repo.addEmailChange({
        organizationId: row.organizationId,
        dossierId: row.id,
        previousEmail: row.clientEmail,
        email,
        changedByContextId: actor.userContextId,
      });
    }
    const name = fullName({
      firstName: attributes.firstName,
      lastNamePrefix: attributes.lastNamePrefix,
      lastName: attributes.lastName,
    });
    dossier = await repo.update(row.organizationId, row.id, { clientName: name, clientEmail: email });
    await repo.upsertPersonalFile({
      organizationId: row.organizationId,
      dossierId: row.id,
      firstName: attributes.firstName,
      lastNamePrefix: attributes.lastNamePrefix,
      lastName: attributes.lastName,
      dateOfBirth: attributes.dateOfBirth ?? null,
      street: attributes.street ?? null,
      houseNumber: attributes.houseNumber ?? null,
      city: attributes.city ?? null,
      clientNumber: attributes.clientNumber ?? null,
    });
    await setProfileContactDetails(tx, row, { phone: attributes.phone, postalCode: attributes.postalCode });
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'update',
      subject: 'personal_file',
      subjectId: existing.id,
    });
    return personalFileView(tx, dossier);
  });
}

/** The organisation in a path must be the actor's own; any other is not found. */
export function ownOrganization(actor: Actor, organizationId: string): string {
  if (organizationId !== actor.organizationId) {
    throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
  }
  return organizationId;
}

/**
 * Trajectgegevens: start, end and type (feature Tracks_Edit) and, when given, the coaches
 * (feature Dossiers_EditCoach). Both parts land together or not at all.
 */
export async function updateTrack(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: TrackUpdateInput & { trackTypeId: string | null };
  coachIds: string[] | null;
}): Promise<TrackRow> {
  const { db, actor } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(dossierPolicy.editTrack, actor, facts);
  if (input.coachIds)
    authorize(dossierPolicy.editCoach, actor, facts, 'Je mag de coaches van dit dossier niet wijzigen.');
  const trackTypeId = await validateTrackType(db, row.organizationId, input.attributes.trackTypeId);
  const coachIds = input.coachIds ? await validateCoaches(db, row.organizationId, input.coachIds) : null;
  return db.transaction(async (tx) => {
    const track = await saveTrack(tx, row, {
      startsOn: input.attributes.startsOn,
      endsOn: input.attributes.endsOn,
      trackTypeId,
    });
    if (coachIds) {
      await createDossiersRepository(tx).replaceCoaches(row.organizationId, row.id, coachIds);
      await notifyDossierAssigned(tx, {
        actor,
        dossierId: row.id,
        newTeamMemberIds: coachIds.filter((id) => !facts.coachTeamMemberIds.includes(id)),
      });
    }
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'update',
      subject: 'track',
      subjectId: track.id,
    });
    return track;
  });
}
