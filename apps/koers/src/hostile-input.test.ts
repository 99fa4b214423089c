import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixRow } from './authorization-matrix';
import {
  buildMatrixWorld,
  MATRIX_ACTORS,
  type MatrixActor,
  type MatrixSession,
  type MatrixWorld,
  type Probe,
  sendProbe,
} from './testing/authorization-matrix.world';
import { startDemoApp } from './testing/demo-app';
import type { TestApp } from './testing/test-app';

// Every write endpoint with a body gets generated hostile values where its valid body has a
// value — control characters, NUL, lone surrogates, huge numbers and strings, values of another
// type, deep nesting, arrays for objects — from the actor its authorization-matrix row lets
// write. Each must answer 4xx with a JSON:API errors document and leave the database as it was.

/** Writes that take no body: what they do is in their path. A new one is listed here consciously. */
const BODYLESS_WRITES = [
  'DELETE /api/v1/session',
  'POST /api/v1/dossier/:id/archive',
  'POST /api/v1/dossier/:id/unarchive',
  'POST /api/v1/dossier/:id/invitation',
  'POST /api/v1/employer_contact/:id/invitation',
  'DELETE /api/v1/saved_vacancy/:id',
  'DELETE /api/v1/favorite/:id',
  'DELETE /api/v1/profile/:id/documents/:documentId',
  'DELETE /api/v1/journal_entry/:id',
  'DELETE /api/v1/appointment/:id',
  'DELETE /api/v1/saved_search/:id',
  'DELETE /api/v1/employer/:id',
  'POST /api/v1/employer/:id/unarchive',
  'POST /api/v1/showroom/:id/publish',
  'POST /api/v1/showroom/:id/unpublish',
  'DELETE /api/v1/showroom/:id',
  'DELETE /api/v1/employer/:id/relationships/primary_account_manager',
  'DELETE /api/v1/conversation/:id/participants/:participantId',
  'POST /api/v1/conversation_message/:id/readers',
  'POST /api/v1/internal_vacancy/:id/close',
  'POST /api/v1/internal_vacancy/:id/reopen',
  'POST /api/v1/user_contexts/:id/notifications/read',
  'DELETE /api/v1/my/sessions',
  'DELETE /api/v1/my/sessions/:id',
  'DELETE /api/v1/member/:id/deactivation',
  'POST /api/v1/member/:id/invitation',
  'DELETE /api/v1/member/:id/invitation',
  'DELETE /api/v1/organization/:organizationId/email_templates/:emailTypeId',
  'DELETE /api/v1/authentication_requirements/:id',
  'POST /api/v1/candidate_assessment/:id/finish',
  'POST /api/v1/candidate_assessment/:id/take_over',
  'DELETE /api/v1/toolbox_item/:id',
  'DELETE /api/v1/toolbox_item/:id/files/:fileId',
  'POST /api/v1/my/essential/:id/read',
  'DELETE /api/v1/custom_page/:id',
  'DELETE /api/v1/custom_menu_item/:id',
  'DELETE /api/v1/onboarding_type/:id',
  'DELETE /api/v1/onboarding_step/:id',
  'DELETE /api/v1/managed_theme/:id/images/:kind',
];

/** Runs per endpoint: enough to meet each kind of hostile value a few times, few enough for < 60 s. */
const RUNS = 12;

const isWrite = (route: string) => !route.startsWith('GET ');
/** The first matrix row of each write route that takes a body. */
const writeRows = AUTHORIZATION_MATRIX.filter(
  (row, index) =>
    isWrite(row.route) &&
    !BODYLESS_WRITES.includes(row.route) &&
    AUTHORIZATION_MATRIX.findIndex((other) => other.route === row.route) === index,
);

/** Who writes: the first actor the row lets through, else (a public route) anyone. */
function writerOf(row: MatrixRow): MatrixActor {
  return (
    MATRIX_ACTORS.find((actor) => row.expect[actor] < 300) ??
    MATRIX_ACTORS.find((actor) => row.expect[actor] !== 401 && row.expect[actor] !== 403) ??
    'anonymous'
  );
}

let t: TestApp;
let world: MatrixWorld;
let sessions: Record<MatrixActor, MatrixSession>;
beforeAll(async () => {
  // No background jobs: a mail job sending what the setup's writes caused would change tables
  // while a hostile request is watched. The jobs have their own tests.
  // One actor sends every write route RUNS hostile values in a minute or two: far past what a
  // person does, so the request limits (request-limits.routes.test.ts) are raised here.
  t = await startDemoApp({
    jobs: false,
    env: { RATE_LIMITS: 'write=100000/60,message=100000/60,invitation=100000/60,upload=100000/60,anonymous=100000/60' },
  });
  ({ world, sessions } = await buildMatrixWorld(t));
  // A context's first request in a session records it as that organisation's last login: done
  // here, so the writes below are the only requests that could change anything.
  for (const actor of MATRIX_ACTORS) {
    if (actor !== 'anonymous') await sendProbe(t.url, 'GET /api/v1/vacancy_states', {}, sessions[actor]);
  }
  // Every row any statement writes to a table of either service lands in koers_test_writes (a
  // row trigger on each, committed or rolled back with the write itself), so a probe that wrote
  // anything is caught, whatever it wrote, at the cost of one small query per probe.
  await t.database.query('create table koers_test_writes (table_name text not null)');
  await t.database.query(
    `create function koers_test_record_write() returns trigger language plpgsql as $$
     begin
       insert into koers_test_writes values (tg_table_schema || '.' || tg_table_name);
       return null;
     end $$`,
  );
  await t.database.query(
    `do $$
     declare target record;
     begin
       for target in
         select n.nspname as schema, c.relname as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'vacancies') and c.relkind in ('r', 'p') and not c.relispartition
            -- Every authenticated request notes when its session was last seen; every write is
            -- counted against its request limit before its input is read.
            and c.relname not in ('sessions', 'request_limits', 'koers_test_writes')
       loop
         execute format(
           'create trigger koers_test_write after insert or update or delete on %I.%I
              for each row execute function koers_test_record_write()', target.schema, target.name);
         execute format(
           'create trigger koers_test_truncate after truncate on %I.%I
              for each statement execute function koers_test_record_write()', target.schema, target.name);
       end loop;
     end $$`,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Forgets the writes recorded so far (a probe may make the records it points at). */
async function forgetWrites(): Promise<void> {
  await t.database.query('delete from koers_test_writes');
}

/** The tables written to since `forgetWrites`, with how many rows each. */
async function writtenTables(): Promise<string[]> {
  const rows = await t.database.query<{ table_name: string; rows: string }>(
    'select table_name, count(*)::text as rows from koers_test_writes group by table_name order by table_name',
  );
  return rows.map((row) => `${row.table_name} (${row.rows} rows)`);
}

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

const text = fc.string({ maxLength: 12 });
const controlText = fc
  .tuple(text, fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 8 }), text)
  .map((parts) => parts.join(''));
const nulText = fc.tuple(text, text).map(([before, after]) => `${before}\u0000${after}`);
const loneSurrogate = fc
  .tuple(text, fc.constantFrom(...LONE_SURROGATES), text)
  .map(([before, half, after]) => `${before}${half}${after}`);
const hugeString = fc
  .tuple(fc.constantFrom('x', 'ä', '😀'), fc.integer({ min: 100_000, max: 2_000_000 }))
  .map(([unit, length]) => unit.repeat(length));
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 1e21, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 64);
/** Nesting too deep for a recursive JSON.stringify: written out as text when the body is sent. */
class DeepNesting {
  static readonly marker = 'koers-deep-nesting';
  constructor(
    readonly depth: number,
    readonly asArray: boolean,
  ) {}
  toJSON() {
    return `${DeepNesting.marker}:${this.depth}:${this.asArray}`;
  }
  static expand(json: string): string {
    return json.replace(new RegExp(`"${DeepNesting.marker}:(\\d+):(true|false)"`, 'g'), (_match, depth, asArray) => {
      const [open, close] = asArray === 'true' ? ['[', ']'] : ['{"a":', '}'];
      return `${open.repeat(Number(depth))}"diep"${close.repeat(Number(depth))}`;
    });
  }
}
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean())
  .map(([depth, asArray]) => new DeepNesting(depth, asArray));

/** A value of another type than `valid` (so no field could take it as valid by accident). */
function wrongTypeFor(valid: unknown): fc.Arbitrary<unknown> {
  const choices: Array<fc.Arbitrary<unknown>> = [];
  // A null in the valid body is an empty optional field of unknown kind: a plain string, number or
  // boolean may be exactly what it takes, so only structures count as wrong there.
  const scalarKnown = valid !== null;
  if (scalarKnown && typeof valid !== 'string') choices.push(fc.string({ maxLength: 20 }));
  if (scalarKnown && typeof valid !== 'number') choices.push(fc.integer(), hugeNumber);
  if (scalarKnown && typeof valid !== 'boolean') choices.push(fc.boolean());
  if (!Array.isArray(valid)) choices.push(fc.array(fc.anything({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }));
  if (Array.isArray(valid) || typeof valid !== 'object' || valid === null) {
    choices.push(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.anything({ maxDepth: 1 }), {
        minKeys: 1,
        maxKeys: 3,
      }),
    );
  }
  return fc.oneof(...choices);
}

/** A hostile value for the place of `valid`: its own wrong kinds, and the strings no field accepts. */
function hostileFor(valid: unknown): fc.Arbitrary<unknown> {
  const strings = typeof valid === 'string' || valid === null ? [controlText, nulText, loneSurrogate, hugeString] : [];
  // In place of an object, nested objects would only add an unknown member (ignored): nest arrays.
  const isObject = typeof valid === 'object' && valid !== null && !Array.isArray(valid);
  const nesting = isObject ? deepNesting.map((deep) => new DeepNesting(deep.depth, true)) : deepNesting;
  return fc.oneof(...strings, wrongTypeFor(valid), nesting);
}

type Mutation = { where: 'document' | 'data' | 'attributes' | 'attribute'; key: number; seed: number };

/** Where the hostile value goes in a valid body: the whole document, its data, attributes, or one value. */
const mutation = fc.record({
  where: fc.constantFrom<Mutation['where']>('document', 'data', 'attributes', 'attribute', 'attribute', 'attribute'),
  key: fc.nat(),
  seed: fc.integer(),
});

function leafOf(body: unknown, where: Mutation['where'], key: number): { path: string[]; valid: unknown } {
  const document = (body ?? {}) as { data?: { attributes?: Record<string, unknown> } };
  const attributes = document.data?.attributes;
  if (where === 'attribute' && attributes && typeof attributes === 'object' && Object.keys(attributes).length > 0) {
    const names = Object.keys(attributes).sort();
    const name = names[key % names.length] as string;
    return { path: ['data', 'attributes', name], valid: attributes[name] };
  }
  if ((where === 'attribute' || where === 'attributes') && attributes)
    return { path: ['data', 'attributes'], valid: attributes };
  if (where !== 'document' && document.data !== undefined) return { path: ['data'], valid: document.data };
  return { path: [], valid: body };
}

function replaced(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(body as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, value);
  return copy;
}

function describeValue(value: unknown): string {
  if (value instanceof DeepNesting) return `${value.depth} levels of ${value.asArray ? 'arrays' : 'objects'}`;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 200 ? `${json.slice(0, 200)}… (${json.length} characters)` : json;
}

describe('hostile input through every write endpoint', () => {
  it('covers every write the product registers: it takes a body here, or is listed as taking none', () => {
    const writes = t.app
      .routeAccessList()
      .map((route) => `${route.method} ${route.url}`)
      .filter(isWrite);
    const covered = new Set([...writeRows.map((row) => row.route), ...BODYLESS_WRITES]);
    expect(writes.filter((route) => !covered.has(route)).sort()).toEqual([]);
  });

  it('the write detector sees a row written, even one whose values stay the same', async () => {
    await forgetWrites();
    await t.database.query('update vacancy_states set position = position');
    expect(await writtenTables()).toEqual([expect.stringMatching(/^public\.vacancy_states \(\d+ rows\)$/)]);
    await forgetWrites();
  });

  it('a body-less write is one whose matrix probe sends no body', async () => {
    for (const route of BODYLESS_WRITES) {
      const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.route === route);
      if (!row) throw new Error(`${route} has no row in the authorization matrix`);
      const probe = await row.probe(world, writerOf(row));
      expect({ route, body: probe.body ?? probe.bytes ?? null }).toEqual({ route, body: null });
    }
  });

  it.each(writeRows.map((row) => [row.route, row] as const))(
    '%s answers hostile values with 4xx and a JSON:API error, and writes nothing',
    async (_route, row) => {
      const actor = writerOf(row);
      await fc.assert(
        fc.asyncProperty(mutation, async ({ where, key, seed }) => {
          const probe: Probe = await row.probe(world, actor);
          const valid = probe.bytes ? { data: { attributes: {} } } : probe.body;
          const { path, valid: validLeaf } = leafOf(valid, where, key);
          const [value] = fc.sample(hostileFor(validLeaf), { numRuns: 1, seed });
          const json = DeepNesting.expand(JSON.stringify(replaced(valid, path, value)) ?? 'null');
          const hostile: Probe = {
            ...(probe.params ? { params: probe.params } : {}),
            ...(probe.query ? { query: probe.query } : {}),
            bytes: { contentType: 'application/vnd.api+json', data: Buffer.from(json) },
          };
          await forgetWrites();
          const answer = await sendProbe(t.url, row.route, hostile, sessions[actor]);
          const what = `${row.route} as ${actor} with /${path.join('/')} = ${describeValue(value)}`;
          expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          expect(answer.headers.get('content-type'), what).toContain('application/vnd.api+json');
          const errors = (JSON.parse(answer.text) as { errors?: Array<{ status?: string; detail?: string }> }).errors;
          expect(errors?.length, what).toBeGreaterThan(0);
          expect(errors?.[0], what).toMatchObject({ status: String(answer.status), detail: expect.any(String) });
          expect(await writtenTables(), `${what} wrote to`).toEqual([]);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    60_000,
  );
});
