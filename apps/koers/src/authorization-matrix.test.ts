import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixRow, type Probe } from './authorization-matrix';
import {
  buildMatrixWorld,
  MATRIX_ACTORS,
  type MatrixActor,
  type MatrixSession,
  type MatrixWorld,
} from './testing/authorization-matrix.world';
import { startDemoApp } from './testing/demo-app';
import type { TestApp } from './testing/test-app';

let t: TestApp;
let world: MatrixWorld;
let sessions: Record<MatrixActor, MatrixSession>;
let login: (actor: MatrixActor) => Promise<MatrixSession>;
beforeAll(async () => {
  t = await startDemoApp();
  ({ world, sessions, login } = await buildMatrixWorld(t));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const key = (row: Pick<MatrixRow, 'route'>) => row.route;
const isStaticFile = (url: string) =>
  url.startsWith('/assets/') || (/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/dev/'));

/** The path of a row with its parameters filled in; a parameter left open is a mistake in the row. */
function pathOf(row: MatrixRow, probe: Probe): string {
  const url = row.route.slice(row.route.indexOf(' ') + 1);
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = probe.params?.[name];
    if (value === undefined) throw new Error(`${row.route}: the probe gives no value for :${name}`);
    return encodeURIComponent(value);
  });
}

async function send(row: MatrixRow, probe: Probe, session: MatrixSession) {
  const method = row.route.slice(0, row.route.indexOf(' '));
  const url = new URL(pathOf(row, probe), t.url);
  for (const [name, value] of Object.entries(probe.query ?? {})) url.searchParams.set(name, value);
  if (session.userContextId) url.searchParams.set('user_context_id', session.userContextId);
  const headers: Record<string, string> = {
    accept: 'application/vnd.api+json',
    origin: t.url,
    'x-frontend-host': new URL(t.url).host,
    'x-forwarded-for': session.ip,
  };
  if (session.cookie) headers.cookie = session.cookie;
  let body: string | Buffer | undefined;
  if (probe.bytes) {
    headers['content-type'] = probe.bytes.contentType;
    body = probe.bytes.data;
  } else if (probe.body !== undefined) {
    headers['content-type'] = 'application/vnd.api+json';
    body = JSON.stringify(probe.body);
  }
  const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  return { status: response.status, text: await response.text() };
}

/** What of an answer shows records: its data and included resources (links echo the request). */
function shownRecords(text: string): string {
  try {
    const parsed = JSON.parse(text) as { data?: unknown; included?: unknown };
    return JSON.stringify([parsed.data ?? null, parsed.included ?? null]);
  } catch {
    return text;
  }
}

describe('the authorization matrix', () => {
  it('has a row for every route the product registers, and no row for a route it does not', () => {
    const registered = new Set(
      t.app
        .routeAccessList()
        .filter((route) => !isStaticFile(route.url))
        .map((route) => `${route.method} ${route.url}`),
    );
    const listed = new Set(AUTHORIZATION_MATRIX.map(key));
    const withoutRow = [...registered].filter((route) => !listed.has(route)).sort();
    const unknown = [...listed].filter((route) => !registered.has(route)).sort();
    expect({ withoutRow, unknown }).toEqual({ withoutRow: [], unknown: [] });
  });

  it('every actor gets the answer of its cell, and the other organisation never sees a record of A', async () => {
    const recordsOfA = [
      world.organizationA,
      world.daan.dossierId,
      world.daan.profileId,
      world.daan.contextId,
      world.otherCoachDossier.dossierId,
    ];
    async function check(row: MatrixRow, actor: MatrixActor): Promise<string[]> {
      const probe = await row.probe(world, actor);
      const session = probe.freshSession ? await login(actor) : sessions[actor];
      const { status, text } = await send(row, probe, session);
      const name = `${row.route}${row.case ? ` (${row.case})` : ''} as ${actor}`;
      const found: string[] = [];
      if (status !== row.expect[actor])
        found.push(`${name}: expected ${row.expect[actor]}, got ${status} ${text.slice(0, 300)}`);
      if (actor === 'otherAdmin' && status < 300) {
        const shown = shownRecords(text);
        const leaked = recordsOfA.filter((id) => shown.includes(id));
        if (leaked.length > 0) found.push(`${name}: answered ${status} showing records of A (${leaked.join(', ')})`);
      }
      return found;
    }
    const mismatches: string[] = [];
    for (const row of AUTHORIZATION_MATRIX) {
      // Reads go out for all actors at once; writes one actor after the other, in column order.
      if (row.route.startsWith('GET ')) {
        mismatches.push(...(await Promise.all(MATRIX_ACTORS.map((actor) => check(row, actor)))).flat());
      } else {
        for (const actor of MATRIX_ACTORS) mismatches.push(...(await check(row, actor)));
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
