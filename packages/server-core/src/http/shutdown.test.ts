import http from 'node:http';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ActorResolver } from '../auth/actor-resolver';
import { loadConfig } from '../config';
import { type RawResponse, rawRequest } from '../testing/raw-http';
import { publicAccess } from './access';
import { createServer } from './create-server';

// Public routes never ask for a session; the resolver only completes the server's options.
const noSessions: ActorResolver = { resolve: async () => ({ kind: 'anonymous' }) };

type Answer = Omit<RawResponse, 'body'> & { body: string };

const get = async (agent: http.Agent, port: number, path: string): Promise<Answer> => {
  const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, {}, 'GET', agent);
  return { ...answer, body: answer.body.toString('utf8') };
};

const closed = (socket: net.Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve()));

async function startServer() {
  const app = await createServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { resolver: noSessions });
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', { config: { access: publicAccess } }, async () => {
    await gate;
    return { done: true };
  });
  app.get('/fast', { config: { access: publicAccess } }, async () => ({ done: true }));
  // A streamed answer (a file download): its headers go out at once, its end once released.
  app.get('/stream', { config: { access: publicAccess } }, async (_request, reply) => {
    const body = new PassThrough();
    body.write('eerste deel, ');
    gate.then(() => body.end('laatste deel'));
    return reply.header('content-type', 'text/plain').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  return { app, port, release };
}

describe('closing the server (what SIGTERM does)', () => {
  it('finishes requests in flight, ends keep-alive connections after their answer, refuses new ones', async () => {
    const { app, port, release } = await startServer();
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });

    const warmUp = await get(busy, port, '/fast');
    expect(warmUp.headers.connection).toBe('keep-alive');
    const idleAnswer = await get(idle, port, '/fast');
    expect(idleAnswer.headers.connection).toBe('keep-alive');

    const inFlight = get(busy, port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();

    // The idle keep-alive connection is closed at once; a new connection is refused.
    await closed(idleAnswer.socket);
    await expect(get(new http.Agent(), port, '/fast')).rejects.toThrow(/ECONNREFUSED/);

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(answer.headers.connection).toBe('close');
    await closed(answer.socket);
    await closing;
    busy.destroy();
    idle.destroy();
  });

  it('closes a keep-alive connection once the streamed answer it was sending when closing began is done', async () => {
    const { app, port, release } = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const streaming = get(agent, port, '/stream');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let done = false;
    const closing = app.close().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);

    // Its headers went out before closing began, so they could not say `Connection: close`; the
    // connection is closed after the answer all the same, and the server is done.
    release();
    const answer = await streaming;
    expect(answer.body).toBe('eerste deel, laatste deel');
    expect(answer.headers.connection).toBe('keep-alive');
    await closed(answer.socket);
    await closing;
    agent.destroy();
  });

  it('answers 503 to a request whose headers were still arriving when closing began', async () => {
    const { app, port } = await startServer();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.write('GET /fast HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('\r\n');
    await closed(socket);
    await closing;
    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received.toLowerCase()).toContain('connection: close');
  });
});
