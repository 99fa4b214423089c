import type { Db } from '@koers/server-core/db/database';
import type { Actor, OrganizationCreateInput, OrganizationSubscriptionInput } from '@koers/shared';
import { inviteMember } from '../candidate-invitations/member-invitations.service';
import type { Mailer } from '../mail/mailer';
import {
  findOrganization,
  insertOrganization,
  type OrganizationRow,
  updateOrganizationSubscription,
} from '../organizations/organizations.service';
import { createOrganizationTheme, hostTaken } from '../themes/themes.service';
import { findUser } from '../users/users.service';
import { maintainerErrors } from './maintainer.errors';
import { createMaintainerAuditRepository } from './maintainer.queries';

export type { AuditRecordRow, OrganizationOverview } from './maintainer.queries';
export { organizationOverview } from './maintainer.queries';

async function record(
  tx: Db,
  actor: Actor,
  entry: { action: string; organization: OrganizationRow; changes: Record<string, unknown> },
) {
  const person = await findUser(tx, actor.userId);
  await createMaintainerAuditRepository(tx).insert({
    actorUserId: actor.userId,
    actorName: person?.name ?? 'Onbekend',
    action: entry.action,
    organizationId: entry.organization.id,
    organizationName: entry.organization.name,
    changes: entry.changes,
  });
}

/**
 * Organisatie aanmaken: the organisation, its theme on its host, and its first administrator
 * invited as a colleague (the colleague-invitation flow: a single-use link, an existing account
 * accepts by logging in), recorded in the maintainers' audit; one transaction.
 */
export async function createOrganizationWithAdministrator(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  attributes: OrganizationCreateInput;
  publicUrl: string;
}): Promise<OrganizationRow> {
  const { attributes } = input;
  return input.db.transaction(async (tx) => {
    if (attributes.host && (await hostTaken(tx, attributes.host))) throw maintainerErrors.hostTaken();
    const organization = await insertOrganization(tx, {
      name: attributes.name,
      subscriptionEndsOn: attributes.subscriptionEndsOn,
      features: attributes.features,
    });
    if (attributes.host) {
      await createOrganizationTheme(tx, {
        organizationId: organization.id,
        host: attributes.host,
        primaryColour: attributes.primaryColour,
        organizationName: attributes.name,
      });
    }
    await inviteMember({
      db: tx,
      mailer: input.mailer,
      actor: input.actor,
      organizationId: organization.id,
      email: attributes.administratorEmail,
      name: attributes.administratorName,
      rights: { administrator: true, accountManager: false, coach: false, canManageOtherCandidates: false },
      publicUrl: input.publicUrl,
    });
    await record(tx, input.actor, {
      action: 'organization.create',
      organization,
      changes: { ...attributes },
    });
    return organization;
  });
}

/** Abonnement en functies: what changed is recorded with its previous value. */
export async function updateSubscription(input: {
  db: Db;
  actor: Actor;
  organizationId: string;
  attributes: OrganizationSubscriptionInput;
}): Promise<OrganizationRow> {
  return input.db.transaction(async (tx) => {
    const before = await findOrganization(tx, input.organizationId);
    if (!before) throw maintainerErrors.organizationNotFound();
    const after = await updateOrganizationSubscription(tx, before.id, input.attributes);
    if (!after) throw maintainerErrors.organizationNotFound();
    const changes: Record<string, unknown> = {};
    if (before.subscriptionEndsOn !== after.subscriptionEndsOn) {
      changes.subscriptionEndsOn = { from: before.subscriptionEndsOn, to: after.subscriptionEndsOn };
    }
    const added = after.features.filter((feature) => !before.features.includes(feature));
    const removed = before.features.filter((feature) => !after.features.includes(feature));
    if (added.length > 0 || removed.length > 0) changes.features = { added, removed };
    if (Object.keys(changes).length > 0)
      await record(tx, input.actor, { action: 'organization.update', organization: after, changes });
    return after;
  });
}

export function auditRecords(db: Db, limit = 100) {
  return createMaintainerAuditRepository(db).latest(limit);
}
