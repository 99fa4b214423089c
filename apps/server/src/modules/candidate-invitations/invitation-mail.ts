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

/** For a person who already has a password: their new dossier is reachable with it. */
export function accessGrantedMail(input: {
  to: string;
  name: string;
  organizationId: string;
  organizationName: string;
  loginUrl: string;
}): MailMessage {
  return {
    to: input.to,
    organizationId: input.organizationId,
    subject: `Je hebt nu toegang tot Koers bij ${input.organizationName}`,
    text: [
      `Beste ${input.name},`,
      '',
      `${input.organizationName} heeft een dossier voor je aangemaakt in Koers. Je logt in met je bestaande e-mailadres en wachtwoord:`,
      '',
      input.loginUrl,
      '',
      'Na het inloggen kies je rechtsboven de organisatie.',
      '',
      'Met vriendelijke groet,',
      input.organizationName,
    ].join('\n'),
  };
}
