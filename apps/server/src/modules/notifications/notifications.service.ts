import type { Db } from '@koers/server-core/db/database';
import {
  type Actor,
  DEFAULT_DOSSIER_EMAIL_SETTINGS,
  DEFAULT_EMAIL_FREQUENCY,
  type DossierEmailSetting,
  type EmailFrequency,
  type EmployerAnswer,
  type NotificationKind,
} from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { createDeeplink } from '../deeplinks/deeplinks.service';
import type { Mailer } from '../mail/mailer';
import { clientContextOfDossier } from '../user-contexts/user-contexts.service';
import { digestMail, notificationMail } from './notification-mail';
import { notificationErrors } from './notifications.errors';
import {
  contextName,
  dossierClientName,
  dueForMail,
  employerContactNames,
  type MailableNotification,
  memberContextIds,
  type RecipientRow,
  recipients,
} from './notifications.queries';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository';

type Due = 'immediately' | 'daily' | null;

/** For a candidate, the dossier's e-mail switch that must be on as well (issue 5's settings). */
const DOSSIER_SWITCH: Partial<Record<NotificationKind, DossierEmailSetting>> = {
  conversation_message: 'candidateNewMessage',
  vacancy_suggested: 'candidateVacancySuggested',
};

/**
 * Whether and when a notification is mailed: the person's own setting (immediately, daily,
 * never) and, for a candidate, the dossier's switch for this kind, which the coach sets.
 */
export function mailDueFor(kind: NotificationKind, recipient: RecipientRow): Due {
  const frequency = recipient.frequency ?? DEFAULT_EMAIL_FREQUENCY;
  if (frequency === 'never') return null;
  const dossierSwitch = DOSSIER_SWITCH[kind];
  if (recipient.userType === 'client' && dossierSwitch) {
    const on = recipient.dossierEmailSettings?.[dossierSwitch] ?? DEFAULT_DOSSIER_EMAIL_SETTINGS[dossierSwitch];
    if (!on) return null;
  }
  return frequency;
}

function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

type Content = { title: string; body: string; link: string };

/** Writes one notification per recipient (never to the one who caused it), in the caller's transaction. */
async function record(
  tx: Db,
  input: {
    organizationId: string;
    recipientContextIds: string[];
    kind: NotificationKind;
    actorContextId: string | null;
    subjectId: string;
    content: Content;
  },
): Promise<void> {
  const ids = [...new Set(input.recipientContextIds)].filter((id) => id !== input.actorContextId);
  const found = await recipients(tx, input.organizationId, ids);
  const now = new Date();
  await createNotificationsRepository(tx).insertMany(
    found.map((recipient) => ({
      organizationId: input.organizationId,
      recipientContextId: recipient.userContextId,
      kind: input.kind,
      actorContextId: input.actorContextId,
      subjectId: input.subjectId,
      ...input.content,
      occurredAt: now,
      mailDue: mailDueFor(input.kind, recipient),
    })),
  );
  if (found.length > 0) {
    await recordChange(tx, {
      channel: 'notifications',
      type: 'created',
      id: input.subjectId,
      userContextIds: found.map((recipient) => recipient.userContextId),
    });
  }
}

const nameOf = async (tx: Db, organizationId: string, contextId: string) =>
  (await contextName(tx, organizationId, contextId)) ?? 'Iemand';

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
  await record(tx, {
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
  await record(tx, {
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
  await record(tx, {
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
  await record(tx, {
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
  await record(tx, {
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
  await record(tx, {
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
  await record(tx, {
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

/** The actor's own notifications, newest first; `meta` has the unread count (the badge). */
export async function listNotifications(input: {
  db: Db;
  actor: Actor;
  read?: boolean;
  page: { size: number; offset: number };
}): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const { actor } = input;
  return createNotificationsRepository(input.db).list(actor.organizationId, actor.userContextId, {
    ...(input.read !== undefined ? { read: input.read } : {}),
    limit: input.page.size,
    offset: input.page.offset,
  });
}

/** One of the actor's own notifications; anyone else's is not found. */
export async function getNotification(db: Db, actor: Actor, id: string): Promise<NotificationRow> {
  const row = await createNotificationsRepository(db).findOwn(actor.organizationId, actor.userContextId, id);
  if (!row) throw notificationErrors.notFound();
  return row;
}

/** Marks one of the actor's notifications read (or unread again). */
export async function setNotificationRead(db: Db, actor: Actor, id: string, read: boolean): Promise<NotificationRow> {
  const current = await getNotification(db, actor, id);
  if ((current.readAt !== null) === read) return current;
  const row = await createNotificationsRepository(db).setRead(
    actor.organizationId,
    actor.userContextId,
    id,
    read ? new Date() : null,
  );
  if (!row) throw notificationErrors.notFound();
  // The person's other windows update their list and badge.
  await recordChange(db, { channel: 'notifications', type: 'read', id, userContextIds: [actor.userContextId] });
  return row;
}

/** The actor has read every message of the conversation: its message notifications are read too. */
export async function markMessageNotificationsRead(db: Db, actor: Actor, conversationId: string): Promise<void> {
  const open = await createNotificationsRepository(db).markReadAbout(
    actor.organizationId,
    actor.userContextId,
    'conversation_message',
    conversationId,
    new Date(),
  );
  if (open > 0)
    await recordChange(db, {
      channel: 'notifications',
      type: 'read',
      id: conversationId,
      userContextIds: [actor.userContextId],
    });
}

/** Marks all of the actor's notifications read. */
export async function markAllNotificationsRead(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const count = await createNotificationsRepository(tx).markAllRead(
      actor.organizationId,
      actor.userContextId,
      new Date(),
    );
    if (count > 0) {
      await recordChange(tx, {
        channel: 'notifications',
        type: 'read',
        id: actor.userContextId,
        userContextIds: [actor.userContextId],
      });
    }
  });
}

/** The actor's personal e-mail setting. */
export async function getEmailFrequency(db: Db, actor: Actor): Promise<EmailFrequency> {
  return (
    (await createNotificationsRepository(db).frequency(actor.organizationId, actor.userContextId)) ??
    DEFAULT_EMAIL_FREQUENCY
  );
}

export async function setEmailFrequency(db: Db, actor: Actor, frequency: EmailFrequency): Promise<EmailFrequency> {
  await createNotificationsRepository(db).setFrequency(actor.organizationId, actor.userContextId, frequency);
  return frequency;
}

const BATCH = 50;

/**
 * Writes the mails about notifications that are due into the outbox, each in the same
 * transaction that marks its notifications mailed, so none is mailed twice or lost; then
 * delivers what the outbox holds. `immediately`: one mail per notification. `daily` (the
 * digest): one mail per person with everything due until `now`.
 */
export async function mailDueNotifications(input: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  due: 'immediately' | 'daily';
  now?: Date;
}): Promise<number> {
  const now = input.now ?? new Date();
  let written = 0;
  for (;;) {
    const count = await input.db.transaction(async (tx) => {
      const due = await dueForMail(tx, { due: input.due, createdBefore: now, limit: BATCH });
      // Each mail's link opens the page for its own person, in the context it was meant for.
      const rows: MailableNotification[] = [];
      for (const row of due) {
        const link = await createDeeplink(tx, {
          organizationId: row.organizationId,
          userContextId: row.recipientContextId,
          target: row.link,
          now,
        });
        rows.push({ ...row, link });
      }
      if (input.due === 'immediately') {
        for (const row of rows) await input.mailer.record(tx, notificationMail(row, input.publicUrl), now);
      } else {
        const byRecipient = new Map<string, MailableNotification[]>();
        for (const row of rows) {
          byRecipient.set(row.recipientContextId, [...(byRecipient.get(row.recipientContextId) ?? []), row]);
        }
        for (const items of byRecipient.values())
          await input.mailer.record(tx, digestMail(items, input.publicUrl), now);
      }
      await createNotificationsRepository(tx).markMailed(
        rows.map((row) => row.id),
        now,
      );
      return rows.length;
    });
    written += count;
    if (count < BATCH) break;
  }
  await input.mailer.deliverDue(input.db, now);
  return written;
}
