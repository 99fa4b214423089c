import type { Db } from '@koers/server-core/db/database';
import type { Actor, EmployerAnswer } from '@koers/shared';
import type { AppointmentChange } from '@koers/shared/appointments';
import { recordChange } from '../changes/changes.service';
import { clientContextOfDossier } from '../user-contexts/user-contexts.service';
import { excerpt, nameOf, recordNotification } from './notification-record';
import { dossierClientName, employerContactNames, memberContextIds } from './notifications.queries';
import { createNotificationsRepository } from './notifications.repository';

/**
 * A new message in a conversation, for every other current participant. Messages gather in
 * one unread notification per conversation: the newest text, counted; a person who has not
 * read the first one gets no second mail about the same conversation.
 */
export async function notifyNewMessage(
  tx: Db,
  input: {
    organizationId: string;
    conversationId: string;
    subject: string;
    authorContextId: string;
    recipientContextIds: string[];
    content: string;
  },
): Promise<void> {
  const { organizationId } = input;
  const author = await nameOf(tx, organizationId, input.authorContextId);
  const others = input.recipientContextIds.filter((id) => id !== input.authorContextId);
  const repo = createNotificationsRepository(tx);
  const open = await repo.unreadAbout(organizationId, 'conversation_message', input.conversationId, others);
  const now = new Date();
  const body = `In ‘${input.subject}’: ${excerpt(input.content)}`;
  for (const notification of open) {
    await repo.gather(organizationId, notification.id, {
      actorContextId: input.authorContextId,
      title: `${notification.count + 1} nieuwe berichten in ‘${excerpt(input.subject, 80)}’`,
      body: `Het laatste is van ${author}: ${excerpt(input.content)}`,
      occurredAt: now,
    });
  }
  const gathered = new Set(open.map((notification) => notification.recipientContextId));
  if (gathered.size > 0) {
    await recordChange(tx, {
      channel: 'notifications',
      type: 'updated',
      id: input.conversationId,
      userContextIds: [...gathered],
    });
  }
  await recordNotification(tx, {
    organizationId,
    recipientContextIds: others.filter((id) => !gathered.has(id)),
    kind: 'conversation_message',
    actorContextId: input.authorContextId,
    subjectId: input.conversationId,
    content: { title: `Nieuw bericht van ${author}`, body, link: `/conversations/${input.conversationId}` },
  });
}

/**
 * Someone other than the candidate did something with one of the candidate's saved vacancies:
 * the candidate of the dossier hears it, with the actor's name, and is led to their saved vacancies.
 */
async function notifyOfSavedVacancy(
  tx: Db,
  input: { actor: Actor; dossierId: string; savedVacancyId: string },
  kind: 'vacancy_suggested' | 'saved_vacancy_state',
  text: (actorName: string) => { title: string; body: string },
): Promise<void> {
  const { actor } = input;
  const candidate = await clientContextOfDossier(tx, actor.organizationId, input.dossierId);
  if (!candidate || candidate === actor.userContextId) return;
  const actorName = await nameOf(tx, actor.organizationId, actor.userContextId);
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: [candidate],
    kind,
    actorContextId: actor.userContextId,
    subjectId: input.savedVacancyId,
    content: { ...text(actorName), link: '/vacancies/saved' },
  });
}

/** A coach proposed a vacancy to the candidate of a dossier. */
export async function notifyVacancySuggested(
  tx: Db,
  input: { actor: Actor; dossierId: string; savedVacancyId: string },
): Promise<void> {
  await notifyOfSavedVacancy(tx, input, 'vacancy_suggested', (coach) => ({
    title: `${coach} heeft een vacature voor je voorgesteld`,
    body: 'Je vindt de vacature bij je opgeslagen vacatures, in de fase ‘suggestie van coach’.',
  }));
}

/**
 * A coach saved a search for the candidate (issue 38.5): the candidate hears it, since its alerts
 * will come to them, and is led to their saved searches.
 */
export async function notifySavedSearchCreated(
  tx: Db,
  input: { actor: Actor; dossierId: string; savedSearchId: string; name: string },
): Promise<void> {
  const { actor } = input;
  const candidate = await clientContextOfDossier(tx, actor.organizationId, input.dossierId);
  if (!candidate || candidate === actor.userContextId) return;
  const coach = await nameOf(tx, actor.organizationId, actor.userContextId);
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: [candidate],
    kind: 'saved_search',
    actorContextId: actor.userContextId,
    subjectId: input.savedSearchId,
    content: {
      title: `${coach} heeft een zoekopdracht voor je bewaard`,
      body: `Nieuwe vacatures in ‘${excerpt(input.name, 80)}’ krijg je voortaan per e-mail.`,
      link: '/vacancies/searches',
    },
  });
}

/** Someone other than the candidate changed the state of the candidate's saved vacancy. */
export async function notifySavedVacancyStateChanged(
  tx: Db,
  input: { actor: Actor; dossierId: string; savedVacancyId: string; stateLabel: string },
): Promise<void> {
  await notifyOfSavedVacancy(tx, input, 'saved_vacancy_state', (coach) => ({
    title: `${coach} heeft de status van een vacature gewijzigd`,
    body: `De vacature staat nu op ‘${input.stateLabel}’.`,
  }));
}

/**
 * An employer answered a proposal (issue 38.3): the dossier's coaches hear it, led to the
 * dossier's vacancies; after a hire they are asked to record the placement.
 */
export async function notifyEmployerAnswered(
  tx: Db,
  input: {
    actor: Actor;
    dossierId: string;
    coachTeamMemberIds: string[];
    subjectId: string;
    vacancyTitle: string;
    employerName: string;
    answer: EmployerAnswer;
    reasonLabel: string | null;
    note: string | null;
  },
): Promise<void> {
  const { actor } = input;
  const coaches = await memberContextIds(tx, actor.organizationId, input.coachTeamMemberIds);
  if (coaches.length === 0) return;
  const candidate = (await dossierClientName(tx, actor.organizationId, input.dossierId)) ?? 'De kandidaat';
  const by = await nameOf(tx, actor.organizationId, actor.userContextId);
  const vacancy = `‘${excerpt(input.vacancyTitle, 80)}’ van ${input.employerName}`;
  const note = input.note ? ` Toelichting: ${excerpt(input.note)}` : '';
  const texts: Record<EmployerAnswer, { title: string; body: string }> = {
    invite: {
      title: `${candidate} is uitgenodigd voor een gesprek`,
      body: `${by} nodigt ${candidate} uit voor een gesprek over de vacature ${vacancy}.${note}`,
    },
    decline: {
      title: `${candidate} is niet geschikt bevonden`,
      body: `${by} vindt ${candidate} niet geschikt voor de vacature ${vacancy}. Reden: ${input.reasonLabel ?? 'onbekend'}.${note}`,
    },
    hire: {
      title: `${candidate} is aangenomen`,
      body: `${by} heeft ${candidate} aangenomen voor de vacature ${vacancy}. Leg de plaatsing vast bij ‘Uitkomst’ in het dossier.${note}`,
    },
  };
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: coaches,
    kind: 'employer_answer',
    actorContextId: actor.userContextId,
    subjectId: input.subjectId,
    // A hire leads to the dossier's 'Uitkomst', where the coach records the placement.
    content: {
      ...texts[input.answer],
      link:
        input.answer === 'hire'
          ? `/dossiers/${input.dossierId}/general`
          : `/dossiers/${input.dossierId}/vacancies/saved`,
    },
  });
}

/** A candidate accepted the invitation: the one who sent it hears so. */
export async function notifyInvitationAccepted(
  tx: Db,
  input: { organizationId: string; dossierId: string; inviterContextId: string | null; candidateContextId: string },
): Promise<void> {
  if (!input.inviterContextId) return;
  const name = (await dossierClientName(tx, input.organizationId, input.dossierId)) ?? 'De kandidaat';
  await recordNotification(tx, {
    organizationId: input.organizationId,
    recipientContextIds: [input.inviterContextId],
    kind: 'invitation_accepted',
    actorContextId: input.candidateContextId,
    subjectId: input.dossierId,
    content: {
      title: `${name} heeft de uitnodiging geaccepteerd`,
      body: `${name} kan nu inloggen in Koers.`,
      link: `/dossiers/${input.dossierId}`,
    },
  });
}

/** A contact person accepted the invitation to use Koers: the team member who sent it hears so. */
export async function notifyContactInvitationAccepted(
  tx: Db,
  input: {
    organizationId: string;
    employerContactId: string;
    inviterContextId: string | null;
    contactContextId: string;
  },
): Promise<void> {
  if (!input.inviterContextId) return;
  const contact = await employerContactNames(tx, input.organizationId, input.employerContactId);
  if (!contact) return;
  await recordNotification(tx, {
    organizationId: input.organizationId,
    recipientContextIds: [input.inviterContextId],
    kind: 'invitation_accepted',
    actorContextId: input.contactContextId,
    subjectId: input.employerContactId,
    content: {
      title: `${contact.name} van ${contact.employerName} heeft de uitnodiging geaccepteerd`,
      body: `${contact.name} kan nu inloggen in Koers als contactpersoon van ${contact.employerName}.`,
      link: `/employers/${contact.employerId}/contacts/${input.employerContactId}`,
    },
  });
}

/** A dossier was handed to coaches who did not have it: each of them hears so. */
export async function notifyDossierAssigned(
  tx: Db,
  input: { actor: Actor; dossierId: string; newTeamMemberIds: string[] },
): Promise<void> {
  const { actor } = input;
  const coaches = await memberContextIds(tx, actor.organizationId, input.newTeamMemberIds);
  if (coaches.length === 0) return;
  const name = (await dossierClientName(tx, actor.organizationId, input.dossierId)) ?? 'een kandidaat';
  const by = await nameOf(tx, actor.organizationId, actor.userContextId);
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: coaches,
    kind: 'dossier_assigned',
    actorContextId: actor.userContextId,
    subjectId: input.dossierId,
    content: {
      title: `Het dossier van ${name} is aan je overgedragen`,
      body: `${by} heeft je coach gemaakt van ${name}.`,
      link: `/dossiers/${input.dossierId}`,
    },
  });
}

/**
 * An employer contact asked for contact with a candidate from a showroom (issue 35.4): the
 * candidate's coaches hear it and decide.
 */
export async function notifyContactRequested(
  tx: Db,
  input: {
    actor: Actor;
    requestId: string;
    dossierId: string;
    coachTeamMemberIds: readonly string[];
    showroomName: string;
  },
): Promise<void> {
  const { actor } = input;
  const coaches = await memberContextIds(tx, actor.organizationId, [...input.coachTeamMemberIds]);
  if (coaches.length === 0 || !actor.employerContactId) return;
  const contact = await employerContactNames(tx, actor.organizationId, actor.employerContactId);
  const name = (await dossierClientName(tx, actor.organizationId, input.dossierId)) ?? 'een kandidaat';
  const who = contact ? `${contact.name} van ${contact.employerName}` : 'Een werkgever';
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: coaches,
    kind: 'contact_requested',
    actorContextId: actor.userContextId,
    subjectId: input.requestId,
    content: {
      title: `${who} wil in contact komen met ${name}`,
      body: `Via de showroom ‘${excerpt(input.showroomName, 80)}’. Beslis of er een gesprek komt.`,
      link: `/dossiers/${input.dossierId}`,
    },
  });
}

/**
 * A coach declined an employer contact's request for contact (issue 35.4): the contact hears it,
 * led back to the candidate in the showroom (known to the contact as the showroom shows them:
 * no name).
 */
export async function notifyContactRequestDeclined(
  tx: Db,
  input: {
    actor: Actor;
    requestId: string;
    contactContextId: string;
    dossierId: string;
    showroomId: string | null;
    showroomName: string | null;
  },
): Promise<void> {
  const { actor } = input;
  const showroom = input.showroomName ? ` uit de showroom ‘${excerpt(input.showroomName, 80)}’` : '';
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: [input.contactContextId],
    kind: 'contact_request_declined',
    actorContextId: actor.userContextId,
    subjectId: input.requestId,
    content: {
      title: 'Je contactverzoek is afgewezen',
      body: `De coach heeft besloten dat er nu geen contact komt met de kandidaat${showroom}.`,
      link: input.showroomId ? `/showrooms/${input.showroomId}/candidate/${input.dossierId}` : '/showrooms',
    },
  });
}

/**
 * A coach planned, changed or cancelled an appointment (issue 38.2): the candidate of the dossier
 * sees it in Koers. Not mailed again: the mail with the calendar invitation went already.
 */
export async function notifyAppointment(
  tx: Db,
  input: { actor: Actor; dossierId: string; appointmentId: string; change: AppointmentChange; when: string },
): Promise<void> {
  const { actor } = input;
  const candidate = await clientContextOfDossier(tx, actor.organizationId, input.dossierId);
  if (!candidate) return;
  const coach = await nameOf(tx, actor.organizationId, actor.userContextId);
  const titles: Record<AppointmentChange, string> = {
    planned: `${coach} heeft een afspraak met je gepland`,
    changed: `${coach} heeft je afspraak gewijzigd`,
    cancelled: `${coach} heeft je afspraak geannuleerd`,
  };
  await recordNotification(tx, {
    organizationId: actor.organizationId,
    recipientContextIds: [candidate],
    kind: 'appointment',
    actorContextId: actor.userContextId,
    subjectId: input.appointmentId,
    content: {
      title: titles[input.change],
      body: input.change === 'cancelled' ? `De afspraak van ${input.when} gaat niet door.` : `Op ${input.when}.`,
      link: '/',
    },
  });
}

/**
 * The day before an appointment: the candidate and the coach who planned it are reminded,
 * mailed as their own e-mail settings say (direct, in the daily digest, or not).
 */
export async function notifyAppointmentReminder(
  tx: Db,
  input: {
    organizationId: string;
    dossierId: string;
    appointmentId: string;
    organizerContextId: string | null;
    when: string;
    where: string;
  },
): Promise<void> {
  const { organizationId } = input;
  const candidate = await clientContextOfDossier(tx, organizationId, input.dossierId);
  const candidateName = (await dossierClientName(tx, organizationId, input.dossierId)) ?? 'de kandidaat';
  const organizerName = input.organizerContextId ? await nameOf(tx, organizationId, input.organizerContextId) : null;
  const body = `Op ${input.when}${input.where ? `, ${input.where}` : ''}.`;
  if (candidate) {
    await recordNotification(tx, {
      organizationId,
      recipientContextIds: [candidate],
      kind: 'appointment_reminder',
      actorContextId: null,
      subjectId: input.appointmentId,
      content: { title: `Morgen heb je een afspraak${organizerName ? ` met ${organizerName}` : ''}`, body, link: '/' },
    });
  }
  if (input.organizerContextId) {
    await recordNotification(tx, {
      organizationId,
      recipientContextIds: [input.organizerContextId],
      kind: 'appointment_reminder',
      actorContextId: null,
      subjectId: input.appointmentId,
      content: {
        title: `Morgen heb je een afspraak met ${candidateName}`,
        body,
        link: `/dossiers/${input.dossierId}/timeline?kind=appointment`,
      },
    });
  }
}

/**
 * A file someone asked for is ready (issue 37.3): they hear it, led to their downloads (the
 * mail's link is a deeplink to `/downloads`, for them only). The title names the kind, never data.
 */
export async function notifyDownloadReady(
  tx: Db,
  input: { organizationId: string; userContextId: string; downloadId: string; title: string },
): Promise<void> {
  await recordNotification(tx, {
    organizationId: input.organizationId,
    recipientContextIds: [input.userContextId],
    kind: 'download_ready',
    actorContextId: null,
    subjectId: input.downloadId,
    content: {
      title: `Je download staat klaar: ${input.title}`,
      body: 'Het bestand staat bij je downloads. Het blijft 7 dagen beschikbaar.',
      link: '/downloads',
    },
  });
}
