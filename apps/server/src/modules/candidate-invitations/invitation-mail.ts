import { CANDIDATE_INVITATION_DAYS } from '@koers/shared';
import type { MailMessage } from '../mail/mailer';

type MailInput = {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  link: string;
};

/** Who is invited as what: the candidate's words, or the contact person's of one employer. */
type Invited = {
  /** '' for a candidate; ' als contactpersoon van X' for a contact person. */
  as: string;
  /** What Koers is for them. */
  what: string;
  /** Whom to ask for a new link. */
  askFor: string;
};

const CANDIDATE: Invited = {
  as: '',
  what: 'Daar houd je je profiel bij, bekijk je vacatures en heb je contact met je coach.',
  askFor: 'je coach',
};

function contactInvited(employerName: string, inviterName: string): Invited {
  return {
    as: ` als contactpersoon van ${employerName}`,
    what: `Daar beheer je de vacatures van ${employerName}, zie je welke kandidaten ervoor worden voorgesteld en heb je contact met je accountmanager.`,
    askFor: inviterName,
  };
}

function message(input: MailInput, lines: string[]): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Uitnodiging van ${input.organizationName} voor Koers`,
    text: [`Beste ${input.name},`, '', ...lines, '', 'Met vriendelijke groet,', input.organizationName].join('\n'),
  };
}

/** For a person without an account: the link sets the password and logs in. */
function newAccountMail(input: MailInput, invited: Invited): MailMessage {
  return message(input, [
    `${input.inviterName} van ${input.organizationName} nodigt je${invited.as} uit voor Koers. ${invited.what}`,
    '',
    'Via deze link stel je je wachtwoord in en log je meteen in:',
    '',
    input.link,
    '',
    `De link werkt één keer en is ${CANDIDATE_INVITATION_DAYS} dagen geldig. Is hij verlopen? Vraag ${invited.askFor} dan om een nieuwe uitnodiging.`,
  ]);
}

/**
 * For a person who already has an account: the organisation's context waits for them to accept,
 * which takes logging in with that account (the link alone does not).
 */
function existingAccountMail(input: MailInput, invited: Invited): MailMessage {
  return message(input, [
    `${input.inviterName} van ${input.organizationName} nodigt je${invited.as} uit om ook bij ${input.organizationName} met Koers te werken. Je hebt al een account bij Koers met dit e-mailadres.`,
    '',
    'Via deze link log je in met je bestaande e-mailadres en wachtwoord en accepteer je de uitnodiging:',
    '',
    input.link,
    '',
    `Pas als je accepteert, ziet ${input.organizationName} dat je een account hebt. Ken je ${input.organizationName} niet? Dan kun je deze e-mail negeren.`,
    '',
    `De link is ${CANDIDATE_INVITATION_DAYS} dagen geldig.`,
  ]);
}

export function invitationMail(input: MailInput): MailMessage {
  return newAccountMail(input, CANDIDATE);
}

export function existingAccountInvitationMail(input: MailInput): MailMessage {
  return existingAccountMail(input, CANDIDATE);
}

/** An employer's contact person: new account, or an existing one that accepts by logging in. */
export function contactInvitationMail(input: MailInput & { employerName: string; hasAccount: boolean }): MailMessage {
  const invited = contactInvited(input.employerName, input.inviterName);
  return input.hasAccount ? existingAccountMail(input, invited) : newAccountMail(input, invited);
}
