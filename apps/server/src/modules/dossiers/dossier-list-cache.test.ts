import type { ApiClient } from '@koers/server-core/testing/api-client';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { dossierAccessLog } from '../../schema/dossier-access-log.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers, personalFiles } from '../../schema/dossiers.table';
import { organizations } from '../../schema/organizations.table';
import { tracks, trackTypes } from '../../schema/tracks.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';
import { buildDossier, buildTrackType } from '../../testing/dossier-factories';
import { buildPerson, type Person, TEST_PASSWORD } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// An instance keeps each organisation's dossier list in memory (dossier-list.service.ts) until
// the database announces a change to anything it shows, and makes every page from it. Two
// instances on one database (with DATABASE_URL: one PostgreSQL); every statement sent to it is
// heard, so a page read from memory is one without the list's statement. Changes are made straight in the database, through
// neither instance, so only the database's announcement can make them show.
let first: TestApp;
let second: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  first = await startTestApp({ onStatement: (text) => statements.push(text) });
  second = await startTestApp({ sharedDatabase: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const INCLUDE = { include: 'track,track.track_type,coaches', _count: true };
type ListBody = {
  data: Array<{
    id: string;
    attributes: { name: string; accessState: string; trackEndsOn: string | null };
    relationships: { coaches: { data: Array<{ id: string }> }; personalFile: { data: { id: string } | null } };
  }>;
  included?: Array<{ type: string; id: string; attributes: { name: string } }>;
  meta: { count: number };
};

/** The same browser session, once through each instance. */
async function loggedInOnBoth(person: Person) {
  const here = first.client();
  await here.login(person.email, TEST_PASSWORD);
  const there = second.client();
  there.cookie = here.cookie;
  there.userContextId = here.userContextId;
  return { here, there, path: `/api/v1/organization/${person.organization.id}/dossiers` };
}

/** One read of the list, and whether the list's own statement ran for it. */
async function read(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | boolean | undefined> = INCLUDE,
) {
  const before = statements.length;
  const response = await client.get(path, { query });
  expect(response.status).toBe(200);
  const fromDatabase = statements.slice(before).some((text) => text.includes('list_position'));
  return { body: response.body as ListBody, fromDatabase };
}

/** Reads until a page comes from memory (the listener may still be subscribing); that page. */
async function kept(client: ApiClient, path: string, query?: Record<string, string | number | boolean | undefined>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await read(client, path, query);
    if (!answer.fromDatabase) return answer.body;
  }
  throw new Error('the page was never answered from memory');
}

async function manager() {
  return buildPerson(first.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
}

describe('the dossier list kept in memory', () => {
  it('a page asked again comes from memory, and every read of it is in the access log', async () => {
    const person = await manager();
    const { dossier } = await buildDossier(first.database.db, { organization: person.organization });
    const { here, there, path } = await loggedInOnBoth(person);
    let reads = 0;
    for (const client of [here, there]) {
      const answer = await read(client, path);
      reads++;
      expect(answer.body.data.map((item) => item.id)).toEqual([dossier.id]);
      for (let attempt = 0; attempt < 5; attempt++) {
        reads++;
        if (!(await read(client, path)).fromDatabase) break;
      }
    }
    expect((await read(here, path)).fromDatabase).toBe(false);
    reads++;
    const [logged] = await first.database.db
      .select({ value: count() })
      .from(dossierAccessLog)
      .where(
        and(
          eq(dossierAccessLog.dossierId, dossier.id),
          eq(dossierAccessLog.action, 'list'),
          eq(dossierAccessLog.userContextId, person.context.id),
        ),
      );
    expect(logged?.value).toBe(reads);
  });

  it('an answer kept with its page is the asker’s: a feature switched off shows in the next answer while the page is kept', async () => {
    const person = await manager();
    await buildDossier(first.database.db, { organization: person.organization });
    const { here, there, path } = await loggedInOnBoth(person);
    const abilities = (body: ListBody) =>
      (body.data[0] as unknown as { meta: { can: Record<string, boolean> } }).meta.can;
    expect(abilities(await kept(here, path)).editCoach).toBe(true);
    expect(abilities(await kept(there, path)).editCoach).toBe(true);

    await first.database.db
      .update(organizations)
      .set({ features: sql`array_remove(${organizations.features}, 'Dossiers_EditCoach')` })
      .where(eq(organizations.id, person.organization.id));
    for (const client of [here, there]) {
      const answer = await read(client, path);
      // The page itself is still kept (nothing it shows changed); the actor did.
      expect(answer.fromDatabase).toBe(false);
      expect(abilities(answer.body).editCoach).toBe(false);
      expect(abilities(answer.body).archive).toBe(true);
    }
  });

  it('a kept answer compressed for one encoding is never sent for another, and a changed page is compressed anew', async () => {
    const person = await manager();
    const { dossier } = await buildDossier(first.database.db, { organization: person.organization, name: 'Eerst' });
    const { here, path } = await loggedInOnBoth(person);
    await kept(here, path);
    const ask = async (encoding: string) => {
      const response = await here.get(path, { query: INCLUDE, headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      return { encoding: response.headers.get('content-encoding'), body: response.body as ListBody };
    };
    const plain = await ask('identity');
    expect(plain.encoding).toBeNull();
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const answer = await ask(encoding);
      expect(answer.encoding).toBe(encoding);
      expect(answer.body).toEqual(plain.body);
    }

    await first.database.db.update(dossiers).set({ clientName: 'Daarna' }).where(eq(dossiers.id, dossier.id));
    for (const encoding of ['br', 'gzip']) {
      expect((await ask(encoding)).body.data[0]?.attributes.name).toBe('Daarna');
    }
  });

  it('lists are kept per organisation, pages made per ask: a coach who sees only their own never gets another’s page', async () => {
    const ownOnly = { rights: { coach: true } };
    const one = await buildPerson(first.database.db, ownOnly);
    const two = await buildPerson(first.database.db, { ...ownOnly, organization: one.organization });
    const ofOne = await buildDossier(first.database.db, { coaches: [one], name: 'Van coach één' });
    const ofTwo = await buildDossier(first.database.db, { coaches: [two], name: 'Van coach twee' });
    const elsewhere = await manager();
    await buildDossier(first.database.db, { organization: elsewhere.organization, name: 'Elders' });

    const first1 = await loggedInOnBoth(one);
    expect((await kept(first1.here, first1.path)).data.map((item) => item.attributes.name)).toEqual(['Van coach één']);
    // The organisation's list is kept already: the other coach's page comes from it, theirs alone.
    const first2 = await loggedInOnBoth(two);
    const second = await read(first2.here, first2.path);
    expect(second.fromDatabase).toBe(false);
    expect(second.body.data.map((item) => item.attributes.name)).toEqual(['Van coach twee']);
    const other = await loggedInOnBoth(elsewhere);
    expect((await kept(other.here, other.path)).data.map((item) => item.attributes.name)).toEqual(['Elders']);
    expect(ofOne.dossier.id).not.toBe(ofTwo.dossier.id);

    // A change in one organisation leaves another's pages kept.
    await first.database.db
      .update(dossiers)
      .set({ clientName: 'Elders, hernoemd' })
      .where(eq(dossiers.organizationId, elsewhere.organization.id));
    expect((await read(first1.here, first1.path)).fromDatabase).toBe(false);
    expect((await read(other.here, other.path)).body.data[0]?.attributes.name).toBe('Elders, hernoemd');
  });

  type Scene = Awaited<ReturnType<typeof scene>>;
  async function scene(account: 'password' | 'invited' = 'password') {
    const person = await manager();
    const coach = await buildPerson(first.database.db, { organization: person.organization, rights: { coach: true } });
    const trackType = await buildTrackType(first.database.db, person.organization, 'Werkfit');
    const built = await buildDossier(first.database.db, {
      organization: person.organization,
      coaches: [coach],
      account,
      track: { startsOn: '2026-01-05', endsOn: '2026-12-31', trackTypeId: trackType.id },
    });
    return { person, coach, trackType, ...built, ...(await loggedInOnBoth(person)) };
  }
  const only = (body: ListBody) => {
    const [item] = body.data;
    if (!item) throw new Error('no dossier listed');
    return item;
  };
  const includedName = (body: ListBody, type: string) =>
    body.included?.find((item) => item.type === type)?.attributes.name;

  const changes: Array<{
    what: string;
    account?: 'password' | 'invited';
    change: (s: Scene) => Promise<unknown>;
    shows: (body: ListBody, s: Scene) => void;
  }> = [
    {
      what: 'the dossier (dossiers)',
      change: (s) =>
        first.database.db.update(dossiers).set({ clientName: 'Nieuwe naam' }).where(eq(dossiers.id, s.dossier.id)),
      shows: (body) => expect(only(body).attributes.name).toBe('Nieuwe naam'),
    },
    {
      what: 'its track (tracks)',
      change: (s) =>
        first.database.db.update(tracks).set({ endsOn: '2027-03-31' }).where(eq(tracks.dossierId, s.dossier.id)),
      shows: (body) => expect(only(body).attributes.trackEndsOn).toBe('2027-03-31'),
    },
    {
      what: 'its track type (track_types)',
      change: (s) =>
        first.database.db.update(trackTypes).set({ name: 'Duurzaam werk' }).where(eq(trackTypes.id, s.trackType.id)),
      shows: (body) => expect(includedName(body, 'track_types')).toBe('Duurzaam werk'),
    },
    {
      what: 'its coaches (dossier_coaches)',
      change: (s) => first.database.db.delete(dossierCoaches).where(eq(dossierCoaches.dossierId, s.dossier.id)),
      shows: (body) => expect(only(body).relationships.coaches.data).toEqual([]),
    },
    {
      what: 'a coach’s name (users)',
      change: (s) =>
        first.database.db.update(users).set({ name: 'Coach Hernoemd' }).where(eq(users.id, s.coach.user.id)),
      shows: (body) => expect(includedName(body, 'team_members')).toBe('Coach Hernoemd'),
    },
    {
      what: 'the candidate’s password (users)',
      change: (s) =>
        first.database.db
          .update(users)
          .set({ passwordHash: null })
          .where(
            sql`${users.id} = (select ${userContexts.userId} from ${userContexts} where ${userContexts.dossierId} = ${s.dossier.id})`,
          ),
      shows: (body) => expect(only(body).attributes.accessState).toBe('noAccess'),
    },
    {
      what: 'the candidate’s context (user_contexts)',
      change: (s) =>
        first.database.db
          .update(userContexts)
          .set({ disabledAt: new Date() })
          .where(eq(userContexts.dossierId, s.dossier.id)),
      shows: (body) => expect(only(body).attributes.accessState).toBe('noAccess'),
    },
    {
      what: 'the candidate’s invitation (candidate_invitations)',
      account: 'invited',
      change: (s) =>
        first.database.db
          .update(candidateInvitations)
          .set({ revokedAt: new Date() })
          .where(eq(candidateInvitations.dossierId, s.dossier.id)),
      shows: (body) => expect(only(body).attributes.accessState).toBe('noAccess'),
    },
    {
      what: 'the personal file (personal_files)',
      change: (s) => first.database.db.delete(personalFiles).where(eq(personalFiles.dossierId, s.dossier.id)),
      shows: (body) => expect(only(body).relationships.personalFile.data).toBeNull(),
    },
  ];

  it.each(changes)('a change to $what shows from the very next request on either instance', async (testCase) => {
    const s = await scene(testCase.account);
    // Both instances keep the page before the change.
    await kept(s.here, s.path);
    await kept(s.there, s.path);
    await testCase.change(s);
    for (const client of [s.there, s.here]) {
      const { body } = await read(client, s.path);
      testCase.shows(body, s);
    }
  });

  it('an invitation that expires while its page is kept shows as expired', async () => {
    const s = await scene('invited');
    const expiresAt = new Date(Date.now() + 1_500);
    await first.database.db
      .update(candidateInvitations)
      .set({ expiresAt })
      .where(eq(candidateInvitations.dossierId, s.dossier.id));
    expect(only(await kept(s.here, s.path)).attributes.accessState).toBe('freshInvitation');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now()) + 100));
    expect(only((await read(s.here, s.path)).body).attributes.accessState).toBe('invitationExpired');
  });
});
