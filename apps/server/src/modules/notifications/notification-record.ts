import type { Db } from '@koers/server-core/db/database';
import {
  DEFAULT_DOSSIER_EMAIL_SETTINGS,
  DEFAULT_EMAIL_FREQUENCY,
  type DossierEmailSetting,
  type NotificationKind,
} from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { contextName, type RecipientRow, recipients } from './notifications.queries';
import { createNotificationsRepository } from './notifications.repository';

// How a notification is written and whether it is mailed; shared by the events (notification-events.service.ts) and the reads.
type Due = 'immediately' | 'daily' | null;

/** For a candidate, the dossier's e-mail switch that must be on as well (issue 5's settings). */
const DOSSIER_SWITCH: Partial<Record<NotificationKind, DossierEmailSetting>> = {
  conversation_message: 'candidateNewMessage',
  vacancy_suggested: 'candidateVacancySuggested',
};

/** Kinds whose event sends its own mail (an appointment's invitation): the notification is not mailed again. */
const MAILED_ON_THEIR_OWN: ReadonlySet<NotificationKind> = new Set(['appointment']);

/**
 * Whether and when a notification is mailed: the person's own setting (immediately, daily,
 * never) and, for a candidate, the dossier's switch for this kind, which the coach sets.
 */
export function mailDueFor(kind: NotificationKind, recipient: RecipientRow): Due {
  if (MAILED_ON_THEIR_OWN.has(kind)) return null;
  const frequency = recipient.frequency ?? DEFAULT_EMAIL_FREQUENCY;
  if (frequency === 'never') return null;
  const dossierSwitch = DOSSIER_SWITCH[kind];
  if (recipient.userType === 'client' && dossierSwitch) {
    const on = recipient.dossierEmailSettings?.[dossierSwitch] ?? DEFAULT_DOSSIER_EMAIL_SETTINGS[dossierSwitch];
    if (!on) return null;
  }
  return frequency;
}

export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export type NotificationContent = { title: string; body: string; link: string };

/** Writes one notification per recipient (never to the one who caused it), in the caller's transaction. */
export async function recordNotification(
  tx: Db,
  input: {
    organizationId: string;
    recipientContextIds: string[];
    kind: NotificationKind;
    actorContextId: string | null;
    subjectId: string;
    content: NotificationContent;
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

export const nameOf = async (tx: Db, organizationId: string, contextId: string) =>
  (await contextName(tx, organizationId, contextId)) ?? 'Iemand';
