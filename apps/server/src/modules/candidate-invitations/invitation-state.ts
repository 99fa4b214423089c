import type { ContactAccessState } from '@koers/shared';
import {
  type ContactAccessJson,
  contactAccessJson,
  dossierInvitationJson,
  type InvitationMomentsJson,
} from './candidate-invitations.repository';

// What pages show of invitations, read as columns of the statements that read dossiers and
// contacts (docs/decisions.md, "Cost per request"); the service exports these.

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** An invitation's moments, as a dossier's page shows its latest. */
export type InvitationMoments = { createdAt: Date; expiresAt: Date; acceptedAt: Date | null };

/** For a statement that reads dossiers: SQL of a dossier's latest invitation, given SQL of the dossier. */
export const latestInvitationColumn = () => dossierInvitationJson;

/** The moments of an invitation as `latestInvitationColumn` selected it. */
export function invitationMomentsFrom(json: InvitationMomentsJson | null): InvitationMoments | null {
  return (
    json && {
      createdAt: new Date(json.createdAt),
      expiresAt: new Date(json.expiresAt),
      acceptedAt: dateOf(json.acceptedAt),
    }
  );
}

/** A contact person's access to Koers, as the contact page shows it. */
export type ContactAccess = {
  state: ContactAccessState;
  invitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
  lastLoginAt: Date | null;
};

/** For a statement that reads a contact person: SQL of what `contactAccessOf` decides on, given SQL of the contact. */
export const contactAccessColumn = () => contactAccessJson;

/**
 * `active` once the person accepted (their contact context is usable), else from the latest
 * invitation: `invited` while it is open, `invitationExpired` when its time ran out, `noAccess`.
 */
export function contactAccessOf({ context, latest }: ContactAccessJson, now: Date = new Date()): ContactAccess {
  const expiresAt = dateOf(latest?.expiresAt);
  const sent = { invitationSentAt: dateOf(latest?.createdAt), invitationExpiresAt: expiresAt };
  if (context && context.pendingSince === null && context.disabledAt === null) {
    return { state: 'active', ...sent, lastLoginAt: dateOf(context.lastLoginAt) };
  }
  const open = latest !== null && latest.acceptedAt === null && latest.revokedAt === null;
  const state: ContactAccessState =
    !open || !expiresAt ? 'noAccess' : expiresAt > now ? 'invited' : 'invitationExpired';
  return { state, ...sent, lastLoginAt: null };
}
