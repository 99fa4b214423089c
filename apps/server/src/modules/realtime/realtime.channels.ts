import type { Db } from '@koers/server-core/db/database';
import { isUuid } from '@koers/server-core/lib/ids';
import {
  type Actor,
  type ActorPolicy,
  anyActor,
  conversationPolicy,
  downloadPolicy,
  employerPolicy,
  favoritePolicy,
  showroomPolicy,
  vacancyActivityPolicy,
} from '@koers/shared';
import {
  isOwnChannel,
  isRecordChannel,
  type OwnChannel,
  type RealtimeSubscription,
  type RecordChannel,
  realtimeRoom,
} from '@koers/shared/realtime';
import { checkConversationReadable } from '../conversations/conversations.service';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { loadEmployer } from '../employers/employers.service';
import { listVacancyActivities } from '../saved-vacancies/saved-vacancies.service';
import { loadShowroomForViewer } from '../showrooms/showrooms.service';

/** Refused: the status the HTTP read of the same thing would answer. */
export class SubscriptionRefused extends Error {
  constructor(readonly status: 400 | 403 | 404) {
    super(`subscription refused (${status})`);
  }
}

/**
 * Each record channel is admitted by the HTTP read of its record: the route's policy first, then
 * loading the record as that route does (scoped by the actor's organisation, then its policy).
 */
const RECORD_READS: Record<
  RecordChannel,
  { policy: ActorPolicy; read: (db: Db, actor: Actor, id: string) => Promise<unknown> }
> = {
  // GET dossier/{id}
  Dossier: { policy: anyActor, read: (db, actor, id) => loadDossier(db, actor, id) },
  // GET employer/{id}
  Employer: { policy: employerPolicy.list, read: (db, actor, id) => loadEmployer(db, actor, id) },
  // GET conversation/{id}: current participants only
  Conversation: { policy: conversationPolicy.use, read: checkConversationReadable },
  // GET vacancy_activities?filter[saved_vacancy]={id}
  LogsChannel: {
    policy: vacancyActivityPolicy.list,
    read: (db, actor, id) =>
      listVacancyActivities({ db, actor, savedVacancyId: id, direction: 'desc', page: { size: 1, offset: 0 } }),
  },
  // GET showroom/{id}: its composers, and the contacts it is published to
  Showroom: { policy: showroomPolicy.view, read: loadShowroomForViewer },
};

/** Own channels are admitted by the policy of the HTTP list they refresh; they are always one's own. */
const OWN_READS: Record<OwnChannel, ActorPolicy> = {
  // GET user_contexts/{id}/conversations (with meta.unreadConversations)
  Conversations: conversationPolicy.use,
  UnreadConversations: conversationPolicy.use,
  // Everyone has their own notifications.
  notifications: anyActor,
  // GET user_contexts/{id}/favorites
  FavoritesChannel: favoritePolicy.list,
  // GET downloads: everyone's own files, with their progress
  Downloads: downloadPolicy.list,
};

/** A subscription as it arrived over the socket: anything else than the contract is a 400. */
export function parseSubscription(raw: unknown): RealtimeSubscription {
  if (typeof raw !== 'object' || raw === null) throw new SubscriptionRefused(400);
  const { channel, id } = raw as { channel?: unknown; id?: unknown };
  if (isOwnChannel(channel)) return { channel };
  if (isRecordChannel(channel) && typeof id === 'string' && id.length <= 64) return { channel, id };
  throw new SubscriptionRefused(400);
}

/**
 * The room a subscription joins, once the actor may read what it refreshes; refuses with the
 * HTTP read's status (another organisation's record: 404; a record the policy keeps from them: 403).
 */
export async function admitSubscription(db: Db, actor: Actor, subscription: RealtimeSubscription): Promise<string> {
  if (isOwnChannel(subscription.channel)) {
    if (!mayHearOwn(actor, subscription.channel)) throw new SubscriptionRefused(403);
    return realtimeRoom(subscription.channel, actor.userContextId);
  }
  const { channel, id } = subscription as { channel: RecordChannel; id: string };
  const read = RECORD_READS[channel];
  if (!read.policy(actor)) throw new SubscriptionRefused(403);
  if (!isUuid(id)) throw new SubscriptionRefused(404);
  try {
    await read.read(db, actor, id.toLowerCase());
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 403 || status === 404) throw new SubscriptionRefused(status);
    throw error;
  }
  return realtimeRoom(channel, id.toLowerCase());
}

/** Whether the actor may hear their own channel: the policy of the HTTP list it refreshes. */
export function mayHearOwn(actor: Actor, channel: OwnChannel): boolean {
  return OWN_READS[channel](actor);
}
