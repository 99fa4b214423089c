import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, dossierAbilities } from '@koers/shared';
import { serializeCustomFieldValue } from '../custom-fields/custom-fields.serializer';
import { fileUrl } from '../files/file-url';
import { serializeTrack, serializeTrackExtension, serializeTrackType } from '../tracks/tracks.serializer';
import type { DossierView } from './dossier-views.service';
import type { CoachRow, EmailChangeRow, PersonalFileRow, ProfileTypeRow } from './dossiers.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A coach; `conversationPartnerId` (with `partners`) names their context when the actor may write to them. */
export function serializeCoach(
  coach: Pick<CoachRow, 'teamMemberId' | 'name' | 'email' | 'userContextId'>,
  partners?: ReadonlySet<string>,
): Resource {
  return resource('team_members', coach.teamMemberId, {
    name: coach.name,
    email: coach.email,
    userContextId: coach.userContextId,
    ...(partners
      ? { conversationPartnerId: coach.userContextId && partners.has(coach.userContextId) ? coach.userContextId : null }
      : {}),
  });
}

export function serializeProfileType(type: ProfileTypeRow): Resource {
  return resource('profile_types', type.id, { name: type.name, position: type.position });
}

export function serializePersonalFile(
  file: PersonalFileRow,
  extra: { email: string | null; phone: string | null; postalCode: string | null },
): Resource {
  return resource(
    'personal_files',
    file.id,
    {
      firstName: file.firstName,
      lastNamePrefix: file.lastNamePrefix,
      lastName: file.lastName,
      email: extra.email,
      phone: extra.phone,
      dateOfBirth: file.dateOfBirth,
      street: file.street,
      houseNumber: file.houseNumber,
      postalCode: extra.postalCode,
      city: file.city,
      clientNumber: file.clientNumber,
      updatedAt: iso(file.updatedAt),
    },
    { relationships: { dossier: relationship({ type: 'dossiers', id: file.dossierId }) } },
  );
}

export function serializeEmailChange(change: EmailChangeRow & { changedByName: string | null }): Resource {
  return resource('email_changes', change.id, {
    previousEmail: change.previousEmail,
    email: change.email,
    changedByName: change.changedByName,
    createdAt: iso(change.createdAt),
  });
}

/**
 * A dossier (SPEC §3) with linkage for every relation, and the included resources that the
 * request asked for. `meta.can` carries the actor's abilities for the web app's buttons.
 */
export function serializeDossier(
  view: DossierView,
  actor: Actor,
  include: Set<string>,
  meta: Record<string, unknown> = {},
): { data: Resource; included: Resource[] } {
  const { row } = view;
  const included: Resource[] = [];
  const facts = {
    id: row.id,
    organizationId: row.organizationId,
    archived: row.archivedAt !== null,
    coachTeamMemberIds: view.coaches.map((coach) => coach.teamMemberId),
  };
  if (include.has('track') && view.track) included.push(serializeTrack(view.track, view.extensions));
  if (include.has('track.track_type') && view.trackType) included.push(serializeTrackType(view.trackType));
  if (include.has('track.extensions')) included.push(...(view.extensions ?? []).map(serializeTrackExtension));
  if (include.has('coaches'))
    included.push(...view.coaches.map((coach) => serializeCoach(coach, view.conversationPartners ?? undefined)));
  if (include.has('profile_type') && view.profileType) included.push(serializeProfileType(view.profileType));
  if (include.has('custom_field_values'))
    included.push(...(view.customFieldValues ?? []).map(serializeCustomFieldValue));
  if (include.has('client')) {
    included.push(
      resource('clients', row.id, {
        name: row.clientName,
        email: row.clientEmail,
        accessState: view.accessState,
        hasAccount: view.client !== null,
        lastLoginAt: iso(view.client?.lastLoginAt ?? null),
        invitationSentAt: iso(view.latestInvitation?.createdAt ?? null),
        invitationExpiresAt: iso(view.latestInvitation?.expiresAt ?? null),
        invitationAcceptedAt: iso(view.latestInvitation?.acceptedAt ?? null),
      }),
    );
  }
  if (include.has('public_user_context') && view.client) {
    included.push(
      resource('public_user_contexts', view.client.userContextId, {
        name: view.client.name,
        image: fileUrl(actor, view.imageFileId),
        userType: 'client',
      }),
    );
  }
  const data = resource(
    'dossiers',
    row.id,
    {
      name: row.clientName,
      email: row.clientEmail,
      image: fileUrl(actor, view.imageFileId),
      accessState: view.accessState,
      archivedAt: iso(row.archivedAt),
      createdAt: iso(row.createdAt),
      trackStartsOn: view.trackStartsOn,
      trackEndsOn: view.trackEndsOn,
    },
    {
      relationships: {
        track: relationship(identifier('tracks', view.trackId)),
        coaches: relationship(view.coaches.map((coach) => ({ type: 'team_members', id: coach.teamMemberId }))),
        client: relationship({ type: 'clients', id: row.id }),
        publicUserContext: relationship(identifier('public_user_contexts', view.client?.userContextId)),
        profileType: relationship(identifier('profile_types', row.profileTypeId)),
        ...(view.customFieldValues
          ? {
              customFieldValues: relationship(
                view.customFieldValues.map((value) => ({ type: 'custom_field_values', id: value.id })),
              ),
            }
          : {}),
        personalFile: relationship(identifier('personal_files', view.personalFileId)),
      },
      meta: { can: dossierAbilities(actor, facts), ...meta },
    },
  );
  return { data, included };
}
