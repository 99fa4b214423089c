import { REALTIME_EVENTS, REALTIME_PATH, type RealtimeChange } from '@koers/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { answerProfileCommands, type ClientsCommand, type ClientsReport, sharedNow } from './protocol';

// The bench's browsers: `count` socket.io clients (WebSocket only, as the web app), each
// subscribed to the same conversation, in a process of their own. Per round each records when
// the round's change reached it; when all have, the times go to the orchestrator.
const CONNECTING_AT_ONCE = 50;
let sockets: Socket[] = [];
let round: { type: string; times: Float64Array; missing: number } | null = null;

const report = (message: ClientsReport) => process.send?.(message);
answerProfileCommands();

async function open(command: Extract<ClientsCommand, { kind: 'connect' }>, index: number): Promise<Socket> {
  const base = command.bases[index % command.bases.length] as string;
  const socket = io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie: command.cookie, origin: base },
    auth: { userContextId: command.userContextId },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket
    .timeout(60_000)
    .emitWithAck(REALTIME_EVENTS.subscribe, { channel: 'Conversation', id: command.conversationId });
  if (!ack.ok) throw new Error(`inschrijven geweigerd: ${ack.status}`);
  socket.on(REALTIME_EVENTS.change, (change: RealtimeChange) => {
    const at = sharedNow();
    if (!round || change.type !== round.type || round.times[index] !== 0) return;
    round.times[index] = at;
    if (--round.missing === 0) {
      const times = Array.from(round.times);
      round = null;
      report({ kind: 'received', times });
    }
  });
  return socket;
}

async function connect(command: Extract<ClientsCommand, { kind: 'connect' }>) {
  const opened: Socket[] = new Array(command.count);
  for (let start = 0; start < command.count; start += CONNECTING_AT_ONCE) {
    const batch = [];
    for (let index = start; index < Math.min(command.count, start + CONNECTING_AT_ONCE); index++) {
      batch.push(open(command, index).then((socket) => (opened[index] = socket)));
    }
    await Promise.all(batch);
  }
  sockets = opened;
  report({ kind: 'connected', sockets: sockets.length });
}

process.on('message', (command: ClientsCommand) => {
  if (command?.kind === 'connect') {
    connect(command).catch((error: unknown) => report({ kind: 'failed', message: String(error) }));
  } else if (command.kind === 'round') {
    round = { type: command.type, times: new Float64Array(sockets.length), missing: sockets.length };
    report({ kind: 'armed' });
  } else if (command.kind === 'disconnect') {
    for (const socket of sockets) socket.close();
    sockets = [];
    report({ kind: 'disconnected' });
  }
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.close();
  process.exit(0);
});
