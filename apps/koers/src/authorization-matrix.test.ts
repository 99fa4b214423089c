import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixRow } from './authorization-matrix';
import {
  buildMatrixWorld,
  MATRIX_ACTORS,
  type MatrixActor,
  type MatrixSession,
  type MatrixWorld,
  sendProbe,
} from './testing/authorization-matrix.world';
import { startDemoApp } from './testing/demo-app';
import type { TestApp } from './testing/test-app';

let t: TestApp;
let world: MatrixWorld;
let sessions: Record<MatrixActor, MatrixSession>;
let login: (actor: MatrixActor) => Promise<MatrixSession>;
// Five minutes each: on a loaded two-core machine (seven sessions) starting the demo world and walking every row took over two.
beforeAll(async () => {
  // With SERVICE_TOKEN the vacancies service's call for the main backend run apart is registered
  // too; no person's session opens it.
  t = await startDemoApp({ env: { SERVICE_TOKEN: 'matrix-token-voor-de-diensten-onderling-0123' } });
  ({ world, sessions, login } = await buildMatrixWorld(t));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const key = (row: Pick<MatrixRow, 'route'>) => row.route;
const isStaticFile = (url: string) =>
  url.startsWith('/assets/') || (/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/dev/'));

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
      const { status, text } = await sendProbe(t.url, row.route, probe, session);
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
  }, 300_000);
});
