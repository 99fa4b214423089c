import type net from 'node:net';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorResolver } from './auth/actor-resolver';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { publicAccess } from './http/access';
import { createServer } from './http/create-server';

// The server's real logger writes to a stream the test reads; the database is a real one
// (PGlite, or PostgreSQL when DATABASE_URL is set) with a table that refuses what it is given.
const noSessions: ActorResolver = { resolve: async () => ({ kind: 'anonymous' }) };

const given = {
  name: 'Fenna van der Berg-Oosterhout',
  email: 'fenna.oosterhout@voorbeeld.nl',
  birthDate: '1987-03-14',
  impossibleDate: '1987-02-31',
  search: 'Oosterhout',
  cookie: 'koers_session=geheim-sessietoken-123',
  authorization: 'Bearer geheim-token-456',
};

let database: Database;
let url: string;
let close: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  database = process.env.DATABASE_URL
    ? await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ memory: true });
  const table = `people_${Math.random().toString(36).slice(2, 10)}`;
  await database.exec(
    `create table ${table} (name text not null, email text not null, birth_date date not null,
       constraint ${table}_short_name check (length(name) < 10))`,
  );
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = await createServer(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }), {
    resolver: noSessions,
    logStream: stream,
  });
  app.post('/people', { config: { access: publicAccess } }, async (request) => {
    const body = request.body as { name: string; email: string; birthDate: string };
    await database.db.execute(
      sql`insert into ${sql.identifier(table)} (name, email, birth_date) values (${body.name}, ${body.email}, ${body.birthDate})`,
    );
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  close = async () => {
    await app.close();
    await database.exec(`drop table ${table}`);
    await database.close();
  };
});
afterAll(async () => {
  await close();
});

async function post(body: Record<string, string>) {
  return fetch(`${url}/people?_q=${encodeURIComponent(given.search)}&page[size]=20`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'x-frontend-host': new URL(url).host,
      cookie: given.cookie,
      authorization: given.authorization,
    },
    body: JSON.stringify(body),
  });
}

describe('logs carry ids and error codes, never what a person gave', () => {
  it('a failing write (500) logs the SQL state and constraint, not the values', async () => {
    const response = await post({ name: given.name, email: given.email, birthDate: given.birthDate });
    expect(response.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('"sqlState":"23514"');
    expect(log).toContain('_short_name');
    expect(log).toContain('insert into');
    for (const value of Object.values(given)) expect(log).not.toContain(value);
  });

  it('a value the database refuses (400) is logged by its code only', async () => {
    const response = await post({ name: 'Fenna', email: given.email, birthDate: given.impossibleDate });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('invalid_value');
    const log = lines.join('\n');
    expect(log).toContain('"sqlState":"22008"');
    for (const value of Object.values(given)) expect(log).not.toContain(value);
  });
});
