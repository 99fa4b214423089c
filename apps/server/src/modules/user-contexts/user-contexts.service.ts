import type { SessionInfo } from '@koers/server-core/auth/actor-resolver';
import type { Db } from '@koers/server-core/db/database';
import { normalizeRights, type Rights } from '@koers/shared';
import type { ContextFacts } from './actor';
import { createUserContextsRepository } from './user-contexts.repository';

/** The candidate context of a person in an organisation (at most one), if any. */
export function findClientContext(db: Db, organizationId: string, userId: string) {
  return createUserContextsRepository(db).clientContext(organizationId, userId);
}

/** The candidate context that holds this dossier, once the candidate accepted; null before. */
export function clientContextOfDossier(db: Db, organizationId: string, dossierId: string): Promise<string | null> {
  return createUserContextsRepository(db).clientContextOfDossier(organizationId, dossierId);
}

/**
 * Inside the caller's transaction: a candidate context of this person for this dossier, pending
 * until the person accepts the invitation; its id.
 */
export function createPendingClientContext(
  db: Db,
  values: { organizationId: string; userId: string; dossierId: string; now: Date },
): Promise<string> {
  const { now, ...rest } = values;
  return createUserContextsRepository(db).insertClientContext({ ...rest, pendingSince: now });
}

/** The contact-person context of a person in an organisation (at most one), if any. */
export function findContactContext(db: Db, organizationId: string, userId: string) {
  return createUserContextsRepository(db).contactContext(organizationId, userId);
}

/** The context tied to an employer contact, pending or not, if any. */
export function contactContextOfContact(db: Db, organizationId: string, employerContactId: string) {
  return createUserContextsRepository(db).contextOfEmployerContact(organizationId, employerContactId);
}

/**
 * Inside the caller's transaction: a contact-person context of this person for this employer
 * contact, pending until the person accepts the invitation; its id.
 */
export function createPendingContactContext(
  db: Db,
  values: { organizationId: string; userId: string; employerContactId: string; now: Date },
): Promise<string> {
  const { now, ...rest } = values;
  return createUserContextsRepository(db).insertContactContext({ ...rest, pendingSince: now });
}

/** The person accepted: their pending context becomes usable. False when it was not pending. */
export function activateContext(db: Db, userContextId: string): Promise<boolean> {
  return createUserContextsRepository(db).activate(userContextId);
}

/** A pending context that no longer applies (the dossier's address changed before acceptance). */
export function deleteContext(db: Db, userContextId: string): Promise<void> {
  return createUserContextsRepository(db).delete(userContextId);
}

/**
 * Records that the person used this context in a session (once per session): the last login an
 * organisation sees is the last one into its own context, never one elsewhere.
 */
export async function recordContextLogin(
  db: Db,
  context: { id: string; lastLoginAt: Date | null },
  sessionStartedAt: Date,
  now = new Date(),
): Promise<void> {
  if (context.lastLoginAt !== null && context.lastLoginAt >= sessionStartedAt) return;
  await createUserContextsRepository(db).recordLogin(context.id, now);
}

/** The active contexts of a person with what the actor needs of each (organisation, requirements). */
/** What a login proved, which the extra-security requirements ask about. */
export type SessionFacts = Pick<SessionInfo, 'mfaVerified' | 'identityProviderId' | 'host'>;

const sessionFactsOf = (session: SessionFacts) => ({
  sessionMfaVerified: session.mfaVerified,
  sessionIdentityProviderId: session.identityProviderId ?? null,
  sessionHost: session.host ?? null,
});

export async function contextFactsForUser(db: Db, userId: string, session: SessionFacts): Promise<ContextFacts[]> {
  const repo = createUserContextsRepository(db);
  const rows = await repo.listForUser(userId);
  const requirements = await repo.requirementsFor([...new Set(rows.map((row) => row.organization.id))]);
  return rows.map((row) => ({ ...row, requirements, ...sessionFactsOf(session) }));
}

export async function contextFactsFor(
  db: Db,
  userId: string,
  userContextId: string,
  session: SessionFacts,
): Promise<ContextFacts | null> {
  const repo = createUserContextsRepository(db);
  const row = await repo.findForUser(userId, userContextId);
  if (!row) return null;
  const requirements = await repo.requirementsFor([row.organization.id]);
  return { ...row, requirements, ...sessionFactsOf(session) };
}

/** A team member holding a right: who may coach a dossier, or be an employer's account manager. */
export type TeamMemberWithRight = { teamMemberId: string; name: string; email: string; userContextId: string };

/**
 * The organisation's active team members holding this right (either spelling of it, as
 * `normalizeRights` reads them), by name.
 */
export async function teamMembersWithRight(
  db: Db,
  organizationId: string,
  right: Exclude<keyof Rights, 'canManageOtherCandidates'>,
): Promise<TeamMemberWithRight[]> {
  const rows = await createUserContextsRepository(db).teamMembers(organizationId);
  return rows.filter((row) => normalizeRights(row.rights)[right]).map(({ rights: _rights, ...member }) => member);
}

/** The member context of a person in an organisation (at most one), pending or disabled, if any. */
export function findMemberContext(db: Db, organizationId: string, userId: string) {
  return createUserContextsRepository(db).memberContext(organizationId, userId);
}

/**
 * Inside the caller's transaction: a colleague's member context with these rights (and its team
 * member), pending until the person accepts the invitation; its id and team member id.
 */
export async function createPendingMemberContext(
  db: Db,
  values: { organizationId: string; userId: string; rights: Rights; now: Date },
): Promise<{ id: string; teamMemberId: string }> {
  const repo = createUserContextsRepository(db);
  const teamMemberId = await repo.ensureTeamMember(values.organizationId, values.userId);
  const id = await repo.insertMemberContext({
    organizationId: values.organizationId,
    userId: values.userId,
    teamMemberId,
    rights: { ...values.rights },
    pendingSince: values.now,
  });
  return { id, teamMemberId };
}

/** A colleague's rights (stored in the one spelling the code uses). */
export function setMemberRights(db: Db, organizationId: string, userContextId: string, rights: Rights) {
  return createUserContextsRepository(db).updateMember(organizationId, userContextId, { rights: { ...rights } });
}

/** Switches a member context off (`at`) or on again (null): it stops or starts working at once. */
export function setMemberDisabled(db: Db, organizationId: string, userContextId: string, at: Date | null) {
  return createUserContextsRepository(db).updateMember(organizationId, userContextId, { disabledAt: at });
}

/** The person has an active context other than this one (in any organisation). */
export function hasOtherActiveContext(db: Db, userId: string, exceptContextId: string): Promise<boolean> {
  return createUserContextsRepository(db).hasOtherActiveContext(userId, exceptContextId);
}

/** Inside the caller's transaction: a withdrawn colleague's team member, which coaches nothing. */
export function deleteTeamMember(db: Db, organizationId: string, teamMemberId: string): Promise<void> {
  return createUserContextsRepository(db).deleteTeamMember(organizationId, teamMemberId);
}

/**
 * The organisation whose wording a person's own mail (password reset, address change) takes: of
 * the active contexts other than the super user's, the one used last (then by name). Null when
 * there is none; such mail takes the default text.
 */
export async function homeOrganizationOf(db: Db, userId: string): Promise<string | null> {
  const rows = (await createUserContextsRepository(db).listForUser(userId)).filter(
    (row) => row.context.userType !== 'maintainer',
  );
  const lastUsed = (row: (typeof rows)[number]) => row.context.lastLoginAt?.getTime() ?? 0;
  const [home] = [...rows].sort((a, b) => lastUsed(b) - lastUsed(a));
  return home?.organization.id ?? null;
}
