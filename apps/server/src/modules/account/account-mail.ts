import type { MailMessage } from '../mail/mailer';

// The mails of one's own account; their wording is the e-mail templates' (issue 34.4), in the
// organisation the person last worked in.

/**
 * E-mailadres wijzigen: to the new address, with the link that makes it the login. When the
 * address is someone else's login already, it says so instead (the asker is never told: only
 * who reads this mailbox learns it).
 */
export function emailChangeMail(input: {
  to: string;
  userId: string;
  name: string;
  link: string;
  taken: boolean;
}): MailMessage {
  const common = { to: input.to, organizationId: null, userId: input.userId };
  return input.taken
    ? { ...common, type: 'email_change_taken', values: { naam: input.name } }
    : { ...common, type: 'email_change', values: { naam: input.name, link: input.link } };
}

/** E-mailadres gewijzigd: to the old address, so an owner who did not ask knows at once. */
export function emailChangedNoticeMail(input: {
  to: string;
  userId: string;
  name: string;
  email: string;
}): MailMessage {
  return {
    type: 'email_changed',
    to: input.to,
    organizationId: null,
    userId: input.userId,
    values: { naam: input.name, nieuw_e_mailadres: input.email },
  };
}
