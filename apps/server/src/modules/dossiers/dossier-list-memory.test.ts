import { createNotificationListener, type NotificationListener } from '@koers/server-core/db/notifications';
import type { SortField } from '@koers/server-core/jsonapi/query';
import { DOSSIER_ACCESS_FILTERS, DOSSIER_SORTS, type DossierSort, type DossierView } from '@koers/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, buildUser, type Person } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createDossierListRepository } from './dossier-list.repository';
import { createDossierLists, type DossierLists } from './dossier-list.service';
import type { DossierListAsk, DossierListInMemory } from './dossier-list-memory';
import { pageFromMemory } from './dossier-list-memory';

// Every ask of the dossier list answered from the organisation's list in memory must be the
// list statement's answer on the same database: the same dossiers in the same order, the same
// count. Names whose order or lower case a JavaScript comparison would get wrong (collation,
// 'İ', 'ß', a final 'Σ'), equal names (the tie-break), dossiers without a track (nulls last).
let t: TestApp;
let listener: NotificationListener;
let lists: DossierLists;
beforeAll(async () => {
  t = await startTestApp();
  listener = createNotificationListener(t.database);
  lists = createDossierLists(t.database, listener);
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const NAMES = [
  'Yılmaz',
  'yilmaz',
  'YILMAZ',
  'Yilmaz',
  'Öztürk',
  'Oztürk',
  'öztürk',
  'Strauß',
  'STRAUSS',
  'Strauss',
  'İbrahim',
  'ibrahim',
  'Ibrahim',
  'Ærø',
  'aero',
  'Émile',
  'emile',
  'Zoë',
  'de Vries',
  'De Vries',
  'ΣΟΦΊΑ',
  'σας',
  'Jansen',
  'Jansen',
  'Jansen',
  'jansen',
  ' Bakker',
  'Bakker-de Wit',
  '123 Nummer',
  'ǅemal',
];
const END_DATES = ['2026-12-01', '2026-12-15', '2027-01-31', '2026-12-15'];
const ACCOUNTS = ['password', 'invited', 'expired', 'none'] as const;
const SEARCHES = [
  undefined,
  'yılmaz',
  'YILMAZ',
  'Yı',
  'ö',
  'Ö',
  'ß',
  'SS',
  'i',
  'I',
  'İ',
  'Σ',
  'σ',
  'jan',
  '@EX',
  'zz',
];
const ARCHIVING_SOON_UNTIL = '2026-12-15';

type Scene = { manager: Person; coaches: [Person, Person]; ids: string[] };

async function scene(): Promise<Scene> {
  const db = t.database.db;
  const manager = await buildPerson(db, { rights: { coach: true, canManageOtherCandidates: true } });
  const coachOf = async (name: string) =>
    buildPerson(db, { organization: manager.organization, user: await buildUser(db, { name }) });
  const coaches: [Person, Person] = [await coachOf('Coach Één'), await coachOf('coach twee')];
  const ids: string[] = [];
  const sameMoment = new Date('2026-03-01T10:00:00.123Z');
  for (const [index, name] of NAMES.entries()) {
    const { dossier } = await buildDossier(db, {
      organization: manager.organization,
      name,
      coaches: index % 7 === 0 ? [] : index % 3 === 2 ? coaches : index % 3 === 0 ? [coaches[0]] : [coaches[1]],
      account: ACCOUNTS[index % 4],
      track: index % 4 === 0 ? null : { startsOn: '2026-01-05', endsOn: END_DATES[index % 4] as string },
      archivedAt: index % 5 === 0 ? (index % 10 === 0 ? sameMoment : new Date(Date.UTC(2026, 5, index))) : null,
    });
    // Capitals in the e-mail address (the factory lowers it) and equal moments of creation.
    const email = index % 3 === 0 ? `${name.trim().replace(/\s/g, '')}.${index}@EXAMPLE.nl` : undefined;
    const createdAt = index % 6 === 0 ? sameMoment : undefined;
    if (email || createdAt)
      await db
        .update(dossiers)
        .set({ ...(email ? { clientEmail: email } : {}), ...(createdAt ? { createdAt } : {}) })
        .where(eq(dossiers.id, dossier.id));
    ids.push(dossier.id);
  }
  return { manager, coaches, ids };
}

/** The organisation's list once it is kept (the listener may still be subscribing). */
async function keptList(organizationId: string): Promise<DossierListInMemory> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const one = await lists.get(organizationId, performance.now());
    if (one && one === (await lists.get(organizationId, performance.now()))) return one;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the list was never kept');
}

const SORTS: Array<Array<SortField<DossierSort>>> = [
  ...DOSSIER_SORTS.flatMap((field) => [
    [{ field, direction: 'asc' as const }],
    [{ field, direction: 'desc' as const }],
  ]),
  [
    { field: 'trackEndsOn', direction: 'desc' },
    { field: 'archivedAt', direction: 'asc' },
  ],
  [
    { field: 'archivedAt', direction: 'asc' },
    { field: 'createdAt', direction: 'desc' },
    { field: 'name', direction: 'desc' },
  ],
  [],
];
const PAGES = [
  { size: 20, offset: 0 },
  { size: 3, offset: 0 },
  { size: 3, offset: 3 },
  { size: 7, offset: 21 },
  { size: 5, offset: 40 },
];

/** Every view, access filter, coach filter and search; sort, page and count taking turns. */
function* asks(s: Scene): Generator<DossierListAsk> {
  const [one, two] = s.coaches.map((coach) => coach.context.teamMemberId as string);
  const coachFilters = [[], [one], [two], [one, two], ['00000000-0000-0000-0000-000000000000']];
  const views: Array<DossierView | undefined> = [undefined, 'active', 'archived', 'archivingSoon'];
  let turn = 0;
  const base = { organizationId: s.manager.organization.id, archivingSoonUntil: ARCHIVING_SOON_UNTIL };
  for (const view of views)
    for (const access of DOSSIER_ACCESS_FILTERS)
      for (const coachTeamMemberIds of coachFilters)
        for (const q of SEARCHES) {
          turn++;
          const sort = SORTS[turn % SORTS.length] ?? [];
          const page = PAGES[Math.floor(turn / SORTS.length) % PAGES.length] ?? { size: 20, offset: 0 };
          yield {
            ...base,
            view,
            access,
            coachTeamMemberIds: coachTeamMemberIds as string[],
            q,
            sort,
            page,
            count: turn % 2 === 0,
          };
        }
  // Every sort on every page, with and without the count, for a few filters.
  for (const filters of [
    { view: undefined, q: undefined },
    { view: 'active' as const, q: 'I' },
    { view: 'archived' as const, q: undefined },
  ])
    for (const sort of SORTS)
      for (const page of PAGES)
        for (const count of [true, false])
          yield { ...base, ...filters, access: 'everyone', coachTeamMemberIds: [], sort, page, count };
}

/** `every`: each ask, or every second one (the asks vary every dimension at each step). */
async function expectAsTheStatement(s: Scene, list: DossierListInMemory, every: 1 | 2 = 1) {
  const repository = createDossierListRepository(t.database.db);
  let compared = 0;
  let index = 0;
  for (const ask of asks(s)) {
    if (index++ % every !== 0) continue;
    const fromMemory = pageFromMemory(list, ask, ask.q ? await lists.lowered(ask.q) : undefined);
    const { sameUntil: _sameUntil, ...fromStatement } = await repository.list(ask);
    const what = JSON.stringify(ask);
    expect(
      fromMemory.rows.map((row) => row.dossier.clientName),
      what,
    ).toEqual(fromStatement.rows.map((row) => row.dossier.clientName));
    expect(
      fromMemory.rows.map((row) => row.dossier.id),
      what,
    ).toEqual(fromStatement.rows.map((row) => row.dossier.id));
    expect(fromMemory.count, what).toBe(fromStatement.count);
    expect(fromMemory.rows, what).toEqual(fromStatement.rows);
    compared += fromStatement.rows.length;
  }
  return compared;
}

describe('the dossier list from memory', () => {
  // One scene for both: some 1,600 asks, each also run as the statement, are most of the time.
  let s: Scene;
  let list: DossierListInMemory;
  beforeAll(async () => {
    s = await scene();
    list = await keptList(s.manager.organization.id);
  });

  it('answers every ask as the list statement does', async () => {
    expect(list.rows).toHaveLength(NAMES.length);
    // Enough asks that show something (a comparison of empty pages proves little).
    expect(await expectAsTheStatement(s, list)).toBeGreaterThan(2_000);
    expect(await lists.get(s.manager.organization.id, performance.now())).toBe(list);
  });

  it('answers as the statement also after changes announced by the database', async () => {
    const organizationId = s.manager.organization.id;
    const db = t.database.db;
    const idAt = (index: number) => {
      const id = s.ids[index];
      if (!id) throw new Error(`no dossier ${index}`);
      return id;
    };
    // An equal name renamed, a dossier archived, coaches changed, an invitation revoked.
    const [renamed, archived, coached, invited] = [idAt(23), idAt(1), idAt(2), idAt(5)];
    await db.update(dossiers).set({ clientName: 'Ångström' }).where(eq(dossiers.id, renamed));
    await db.update(dossiers).set({ archivedAt: new Date() }).where(eq(dossiers.id, archived));
    await db.delete(dossierCoaches).where(eq(dossierCoaches.dossierId, coached));
    await db.insert(dossierCoaches).values({
      organizationId,
      dossierId: idAt(0),
      teamMemberId: s.coaches[1].context.teamMemberId as string,
    });
    await db
      .update(candidateInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(candidateInvitations.dossierId, invited), sql`${candidateInvitations.revokedAt} is null`));

    const changed = await keptList(organizationId);
    expect(changed).not.toBe(list);
    const names = changed.rows.map((entry) => entry.row.dossier.clientName);
    expect(names).toContain('Ångström');
    expect(changed.rows.find((entry) => entry.row.dossier.id === invited)?.row.accessState).toBe('noAccess');
    // The first test compared every ask; after the changes every second one does.
    expect(await expectAsTheStatement(s, changed, 2)).toBeGreaterThan(1_000);
  });

  it('an organisation above the bound is not kept: its asks run the statement', async () => {
    const bounded = createDossierLists(t.database, listener, { maxDossiers: 3 });
    const manager = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    for (const name of ['Een', 'Twee', 'Drie'])
      await buildDossier(t.database.db, { organization: manager.organization, name });
    const organizationId = manager.organization.id;
    for (let attempt = 0; attempt < 200 && !(await bounded.get(organizationId, performance.now())); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await bounded.get(organizationId, performance.now()))?.rows).toHaveLength(3);
    await buildDossier(t.database.db, { organization: manager.organization, name: 'Vier' });
    expect(await bounded.get(organizationId, performance.now())).toBeUndefined();
  });
});
