import { CANDIDATE_INVITATION_DAYS } from '@koers/shared';
import type { MailMessage } from '../mail/mailer';

export function invitationMail(input: {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Uitnodiging van ${input.organizationName} voor Koers`,
    text: [
      `Beste ${input.name},`,
      '',
      `${input.inviterName} van ${input.organizationName} nodigt je uit voor Koers. Daar houd je je profiel bij, bekijk je vacatures en heb je contact met je coach.`,
      '',
      'Via deze link stel je je wachtwoord in en log je meteen in:',
      '',
      input.link,
      '',
      `De link werkt één keer en is ${CANDIDATE_INVITATION_DAYS} dagen geldig. Is hij verlopen? Vraag je coach dan om een nieuwe uitnodiging.`,
      '',
      'Met vriendelijke groet,',
      input.organizationName,
    ].join('\n'),
  };
}

/**
 * For a person who already has an account: the organisation's candidate context waits for them
 * to accept, which takes logging in with that account (the link alone does not).
 */
export function existingAccountInvitationMail(input: {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Uitnodiging van ${input.organizationName} voor Koers`,
    text: [
      `Beste ${input.name},`,
      '',
      `${input.inviterName} van ${input.organizationName} nodigt je uit om ook bij ${input.organizationName} met Koers te werken. Je hebt al een account bij Koers met dit e-mailadres.`,
      '',
      'Via deze link log je in met je bestaande e-mailadres en wachtwoord en accepteer je de uitnodiging:',
      '',
      input.link,
      '',
      `Pas als je accepteert, ziet ${input.organizationName} dat je een account hebt. Ken je ${input.organizationName} niet? Dan kun je deze e-mail negeren.`,
      '',
      `De link is ${CANDIDATE_INVITATION_DAYS} dagen geldig.`,
      '',
      'Met vriendelijke groet,',
      input.organizationName,
    ].join('\n'),
  };
}

type ContactMailInput = {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  employerName: string;
  inviterName: string;
  link: string;
};

/** For an employer's contact person without an account: choosing a password accepts. */
export function contactInvitationMail(input: ContactMailInput): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Uitnodiging van ${input.organizationName} voor Koers`,
    text: [
      `Beste ${input.name},`,
      '',
      `${input.inviterName} van ${input.organizationName} nodigt je als contactpersoon van ${input.employerName} uit voor Koers. Daar beheer je de vacatures van ${input.employerName}, zie je welke kandidaten ervoor worden voorgesteld en heb je contact met je accountmanager.`,
      '',
      'Via deze link stel je je wachtwoord in en log je meteen in:',
      '',
      input.link,
      '',
      `De link werkt één keer en is ${CANDIDATE_INVITATION_DAYS} dagen geldig. Is hij verlopen? Vraag ${input.inviterName} dan om een nieuwe uitnodiging.`,
      '',
      'Met vriendelijke groet,',
      input.organizationName,
    ].join('\n'),
  };
}

/** For a contact person who already has an account: they accept by logging in with it. */
export function contactExistingAccountInvitationMail(input: ContactMailInput): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Uitnodiging van ${input.organizationName} voor Koers`,
    text: [
      `Beste ${input.name},`,
      '',
      `${input.inviterName} van ${input.organizationName} nodigt je als contactpersoon van ${input.employerName} uit om ook bij ${input.organizationName} met Koers te werken. Je hebt al een account bij Koers met dit e-mailadres.`,
      '',
      'Via deze link log je in met je bestaande e-mailadres en wachtwoord en accepteer je de uitnodiging:',
      '',
      input.link,
      '',
      `Pas als je accepteert, ziet ${input.organizationName} dat je een account hebt. Ken je ${input.organizationName} niet? Dan kun je deze e-mail negeren.`,
      '',
      `De link is ${CANDIDATE_INVITATION_DAYS} dagen geldig.`,
      '',
      'Met vriendelijke groet,',
      input.organizationName,
    ].join('\n'),
  };
}
