import { CANDIDATE_INVITATION_DAYS } from '@koers/shared';
import type { MailMessage } from '../mail/mailer';

// The invitations; their wording is the organisation's e-mail templates (issue 34.4).

type MailInput = {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  link: string;
};

function common(input: MailInput) {
  return {
    to: input.to,
    organizationId: input.organizationId,
    values: {
      naam: input.name,
      uitnodiger: input.inviterName,
      link: input.link,
      dagen: String(CANDIDATE_INVITATION_DAYS),
    },
  };
}

/** For a candidate without an account: the link sets the password and logs in. */
export function invitationMail(input: MailInput): MailMessage {
  return { type: 'candidate_invitation', ...common(input) };
}

/**
 * For a candidate who already has an account: the organisation's context waits for them to
 * accept, which takes logging in with that account (the link alone does not).
 */
export function existingAccountInvitationMail(input: MailInput): MailMessage {
  return { type: 'candidate_invitation_existing_account', ...common(input) };
}

/** An employer's contact person: new account, or an existing one that accepts by logging in. */
export function contactInvitationMail(input: MailInput & { employerName: string; hasAccount: boolean }): MailMessage {
  const { to, organizationId, values } = common(input);
  return {
    type: input.hasAccount ? 'contact_invitation_existing_account' : 'contact_invitation',
    to,
    organizationId,
    values: { ...values, werkgever: input.employerName },
  };
}

/**
 * A colleague, invited by an administrator with these rights: a new account sets a password, an
 * existing one accepts by logging in.
 */
export function memberInvitationMail(input: MailInput & { rights: string; hasAccount: boolean }): MailMessage {
  const { to, organizationId, values } = common(input);
  return {
    type: input.hasAccount ? 'member_invitation_existing_account' : 'member_invitation',
    to,
    organizationId,
    values: { ...values, rechten: input.rights },
  };
}
