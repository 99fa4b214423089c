import type { Resolution } from '@koers/server-core/auth/actor-resolver';
import type { Db } from '@koers/server-core/db/database';
import { admitActor, policyAccess } from '@koers/server-core/http/access';
import { type Actor, anyActor } from '@koers/shared';
import {
  isOwnChannel,
  isRecordChannel,
  type OwnChannel,
  REALTIME_EVENTS,
  type RealtimeChange,
  type RealtimeSubscription,
  type RecordChannel,
  realtimeRoom,
} from '@koers/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ChangeMessage } from '../changes/changes.service';
import type { DatabaseActorResolver } from '../sessions/sessions.service';
import { admitSubscription, mayHearOwn, SubscriptionRefused } from './realtime.channels';

/**
 * One session in one user context, with its open sockets (a person's tabs share it): checked
 * once for all of them, its actor shared by their subscriptions.
 */
type Identity = { key: string; token: string; userContextId: string; actor: Actor; sockets: Set<RealtimeSocket> };
type SocketData = { identity: Identity };
export type RealtimeSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The socket is admitted like a policy route every actor may call (subscription, requirements). */
const SOCKET_ACCESS = policyAccess('realtime.connect', anyActor);
/** A subscription asked for while its room kept changing is read again at most this often. */
const MAX_ADMISSION_READS = 10;

/** The actor a resolution admits to the socket endpoint, or the status a policy route would answer. */
export function actorOfResolution(resolution: Resolution): Actor | 401 | 403 {
  if (resolution.kind === 'anonymous') return 401;
  if (resolution.kind !== 'actor') return 403;
  try {
    admitActor(resolution.actor, SOCKET_ACCESS);
  } catch {
    return 403;
  }
  return resolution.actor;
}

/**
 * Who hears what, kept true while sockets stay open (docs/decisions.md "Realtime"):
 * - **who**: an access change announced by the database (a logout anywhere, a right withdrawn, a
 *   context disabled, a subscription ended) checks every identity again in one statement; a socket
 *   whose session or context no longer holds is closed, the others keep their own channels only
 *   while the actor's policy still admits them. Changes heard after such an announcement wait
 *   until that check is done, so none reaches a socket that has just lost its access.
 * - **what**: a change on a record channel (a dossier, an employer, a conversation, a saved
 *   vacancy's history) runs the HTTP read again, once per identity subscribed to it on this
 *   instance, before it goes out; whoever may no longer read the record leaves its room (a
 *   conversation left, a dossier handed to another coach). Own channels are one's own: their
 *   policy depends on the actor alone.
 * The change itself goes to each room with one `emit` (socket.io encodes it once per broadcast).
 */
export function createRealtimeHub(options: {
  io: Server;
  db: Db;
  resolver: DatabaseActorResolver;
  log: FastifyBaseLogger;
}) {
  const { io, db, resolver, log } = options;
  const identities = new Map<string, Identity>();
  /** Admissions under way per room: a delivery or access check meanwhile makes them read again. */
  const admitting = new Map<string, Set<{ stale: boolean }>>();
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  /** Counts the checks begun: a socket admitted on an answer read before one is checked again. */
  let checksBegun = 0;

  function markAdmissionsStale(room?: string) {
    const tickets = room ? [admitting.get(room) ?? []] : admitting.values();
    for (const set of tickets) for (const ticket of set) ticket.stale = true;
  }

  /** Closes the socket whose identity no longer holds; narrows its own channels to what its actor may hear. */
  function applyActor(identity: Identity, actor: Actor | number) {
    if (typeof actor === 'number') {
      identities.delete(identity.key);
      for (const socket of identity.sockets) socket.disconnect(true);
      identity.sockets.clear();
      return;
    }
    identity.actor = actor;
    for (const socket of identity.sockets) {
      for (const room of socket.rooms) {
        const channel = room.slice(0, room.indexOf(':'));
        if (isOwnChannel(channel) && !mayHearOwn(actor, channel)) void socket.leave(room);
      }
    }
  }

  async function checkIdentities() {
    checksBegun++;
    markAdmissionsStale();
    const list = [...identities.values()];
    if (list.length === 0) return;
    let resolutions: Resolution[];
    try {
      resolutions = await resolver.resolveAll(list.map(({ token, userContextId }) => ({ token, userContextId })));
    } catch (error) {
      // Access that cannot be verified is not assumed: the sockets reconnect and are admitted anew.
      log.error({ err: error }, 'realtime: controle van open sockets mislukt');
      for (const identity of list) applyActor(identity, 503);
      return;
    }
    list.forEach((identity, index) => {
      const resolution = resolutions[index];
      applyActor(identity, resolution ? actorOfResolution(resolution) : 401);
    });
  }

  /** Checks every open socket again; bursts of access changes share a check (and one more after it). */
  function checkAccess(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        await checkIdentities();
      } while (checkAgain);
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  /** The sockets of a room on this instance, by identity. */
  function membersOf(room: string): Map<Identity, RealtimeSocket[]> {
    const byIdentity = new Map<Identity, RealtimeSocket[]>();
    const sockets = io.of('/').sockets as Map<string, RealtimeSocket>;
    for (const id of io.of('/').adapter.rooms.get(room) ?? []) {
      const socket = sockets.get(id);
      if (!socket) continue;
      const identity = socket.data.identity;
      const group = byIdentity.get(identity);
      if (group) group.push(socket);
      else byIdentity.set(identity, [socket]);
    }
    return byIdentity;
  }

  async function deliverToRecord(channel: RecordChannel, id: string, change: RealtimeChange) {
    const room = realtimeRoom(channel, id);
    const members = membersOf(room);
    if (members.size === 0) return;
    markAdmissionsStale(room);
    if (change.type === 'deleted') {
      // Gone (a dossier erased): there is nothing left to check access against, and the change
      // tells only that the record they were admitted to has gone. Whoever has it open hears
      // it, so the screen can say so; then the room closes.
      io.to(room).emit(REALTIME_EVENTS.change, change);
      io.in(room).socketsLeave(room);
      return;
    }
    await Promise.all(
      [...members].map(async ([identity, sockets]) => {
        if (await mayRead(identity.actor, { channel, id })) return;
        for (const socket of sockets) void socket.leave(room);
      }),
    );
    io.to(room).emit(REALTIME_EVENTS.change, change);
  }

  async function mayRead(actor: Actor, subscription: RealtimeSubscription): Promise<boolean> {
    try {
      await admitSubscription(db, actor, subscription);
      return true;
    } catch (error) {
      if (!(error instanceof SubscriptionRefused)) log.error({ err: error }, 'realtime: toegang opnieuw lezen mislukt');
      return false;
    }
  }

  function deliver(message: ChangeMessage) {
    const change = { channel: message.c, type: message.t, id: message.i } as RealtimeChange;
    if (isOwnChannel(message.c)) {
      const channel: OwnChannel = message.c;
      const rooms = (message.k ?? []).map((key) => realtimeRoom(channel, key));
      if (rooms.length > 0) io.to(rooms).emit(REALTIME_EVENTS.change, change);
      return Promise.resolve();
    }
    if (isRecordChannel(message.c)) return deliverToRecord(message.c, message.i.toLowerCase(), change);
    return Promise.resolve();
  }

  return {
    /** Call before resolving a handshake's session; pass the answer to `connect`. */
    checkpoint: () => checksBegun,

    /**
     * A socket admitted at the handshake joins its identity (a new one, or its other tabs'). When
     * a check began while its session was being resolved, that answer may predate an access
     * change the check did not see it for: it is checked again.
     */
    connect(socket: RealtimeSocket, token: string, actor: Actor, checkpoint: number) {
      const key = `${token}\u0000${actor.userContextId}`;
      let identity = identities.get(key);
      if (!identity) {
        identity = { key, token, userContextId: actor.userContextId, actor, sockets: new Set() };
        identities.set(key, identity);
      } else identity.actor = actor;
      identity.sockets.add(socket);
      socket.data = { identity };
      if (checkpoint !== checksBegun) void checkAccess();
      socket.once('disconnect', () => {
        identity.sockets.delete(socket);
        if (identity.sockets.size === 0 && identities.get(key) === identity) identities.delete(key);
      });
    },

    /** Runs the HTTP read of a subscription, again when its room changed meanwhile; returns the room. */
    async admit(socket: RealtimeSocket, subscription: RealtimeSubscription): Promise<string> {
      const room = roomOf(socket, subscription);
      for (let read = 0; read < MAX_ADMISSION_READS; read++) {
        const ticket = { stale: false };
        const tickets = admitting.get(room) ?? new Set();
        admitting.set(room, tickets.add(ticket));
        try {
          await admitSubscription(db, socket.data.identity.actor, subscription);
        } finally {
          tickets.delete(ticket);
          if (tickets.size === 0) admitting.delete(room);
        }
        if (!ticket.stale) return room;
      }
      throw new SubscriptionRefused(404);
    },

    roomOf,

    /** A change heard from the database, after any access check announced before it. */
    deliver(message: ChangeMessage): Promise<void> {
      const pending = checking;
      const run = () =>
        deliver(message).catch((error: unknown) => log.error({ err: error }, 'realtime: bezorgen mislukt'));
      return pending ? pending.then(run) : run();
    },

    checkAccess,

    /** Resolves when no check is under way. */
    settled: async (): Promise<void> => {
      await checking;
    },
  };
}

/** The room of a subscription for this socket (own channels are keyed by its user context). */
function roomOf(socket: RealtimeSocket, subscription: RealtimeSubscription): string {
  const key = 'id' in subscription ? subscription.id.toLowerCase() : socket.data.identity.userContextId;
  return realtimeRoom(subscription.channel, key);
}
