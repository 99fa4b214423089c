import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { dossiers } from '../schema/dossiers.table';
import { favorites } from '../schema/favorites.table';
import { savedVacancies, vacancyActivities, vacancyStates } from '../schema/saved-vacancies.table';
import { ARCHETYPES } from './demo-archetypes';
import { DEMO_CANDIDATES, type DemoCandidate } from './demo-candidates';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

/** Finds internet vacancies in the vacancies service (handed in by the composition, which knows both). */
export type FindDemoVacancies = (search: { q: string; postalCode: string; count: number }) => Promise<string[]>;

const DAY_MS = 86_400_000;
const COACH_CONTEXT = 'context:coach:werkpad:member';
const MANAGER_CONTEXT = 'context:beheerder:werkpad:member';

/**
 * One saved vacancy's life, oldest step first: who did what how many days ago. The first step
 * creates it (a candidate saving, or the coach proposing); the next ones choose states.
 */
type Story = Array<{ daysAgo: number; state: string; by: 'candidate' | 'coach' }>;

/** Daan (the demo candidate) has one of every phase, so his board and history show everything. */
const DAAN_STORIES: Story[] = [
  [
    { daysAgo: 30, state: 'interesting', by: 'candidate' },
    { daysAgo: 26, state: 'applied', by: 'candidate' },
    { daysAgo: 19, state: 'interview', by: 'candidate' },
    { daysAgo: 12, state: 'rejected', by: 'candidate' },
  ],
  [
    { daysAgo: 21, state: 'suggested', by: 'coach' },
    { daysAgo: 20, state: 'interesting', by: 'candidate' },
    { daysAgo: 15, state: 'applying', by: 'candidate' },
    { daysAgo: 11, state: 'applied', by: 'candidate' },
    { daysAgo: 4, state: 'interview', by: 'coach' },
  ],
  [
    { daysAgo: 14, state: 'interesting', by: 'candidate' },
    { daysAgo: 9, state: 'applied', by: 'candidate' },
  ],
  [{ daysAgo: 6, state: 'interesting', by: 'candidate' }],
  [{ daysAgo: 2, state: 'suggested', by: 'coach' }],
];

/** Other candidates of the demo coach: a few each, so the coach's boards are not empty. */
const OTHER_STORIES: Story[] = [
  [
    { daysAgo: 18, state: 'interesting', by: 'candidate' },
    { daysAgo: 10, state: 'applied', by: 'candidate' },
  ],
  [{ daysAgo: 5, state: 'suggested', by: 'coach' }],
  [
    { daysAgo: 40, state: 'interesting', by: 'candidate' },
    { daysAgo: 33, state: 'applied', by: 'candidate' },
    { daysAgo: 20, state: 'offer', by: 'coach' },
    { daysAgo: 16, state: 'hired', by: 'candidate' },
  ],
];

type Subject = { key: string; contextKey: string; q: string; postalCode: string; stories: Story[] };

function subjects(): Subject[] {
  const daan: Subject = {
    key: 'daan-bakker',
    contextKey: 'context:kandidaat:werkpad:client',
    q: ARCHETYPES.bouw.occupation.label,
    postalCode: '3515 BG',
    stories: DAAN_STORIES,
  };
  const others = DEMO_CANDIDATES.filter(
    (candidate: DemoCandidate) =>
      candidate.coaches.includes('coach') && candidate.access === 'password' && !candidate.archived,
  )
    .slice(0, 4)
    .map((candidate, index) => ({
      key: candidate.key,
      contextKey: `context:${candidate.key}:werkpad:client`,
      q: ARCHETYPES[candidate.archetype].occupation.label,
      postalCode: candidate.postalCode,
      stories: OTHER_STORIES.slice(0, 1 + (index % OTHER_STORIES.length)),
    }));
  return [daan, ...others];
}

/** The demo has its saved vacancies once Daan's first one exists (or Daan's dossier is gone). */
export async function isSavedVacanciesSeeded(db: Db): Promise<boolean> {
  const [dossier] = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(eq(dossiers.id, demoId('dossier:daan-bakker')));
  if (!dossier) return true;
  const [row] = await db
    .select({ id: savedVacancies.id })
    .from(savedVacancies)
    .where(eq(savedVacancies.id, demoId('saved-vacancy:daan-bakker:0')));
  return row !== undefined;
}

/**
 * The internet vacancies each demo candidate gets, by candidate: asked of the vacancies service
 * through `find` before the write transaction opens (on the embedded database both services share
 * one connection, which a transaction holds). A small corpus (browser tests) gives fewer.
 */
export async function findDemoSavedVacancies(find: FindDemoVacancies): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const subject of subjects()) {
    found.set(subject.key, await find({ q: subject.q, postalCode: subject.postalCode, count: subject.stories.length }));
  }
  return found;
}

/**
 * Saved vacancies in several states for the demo candidates, with their history (a candidate
 * saving and moving them on, the coach proposing and correcting), and favourites of the coach and
 * the team leader, for the vacancies `findDemoSavedVacancies` found.
 */
export async function seedSavedVacancies(db: Db, found: Map<string, string[]>, now: Date = new Date()): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const stateIds = new Map((await db.select().from(vacancyStates)).map((state) => [state.code, state.id]));
  const stateId = (code: string) => {
    const id = stateIds.get(code);
    if (!id) throw new Error(`vacaturestatus ${code} ontbreekt`);
    return id;
  };
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY_MS + minutes * 60_000);
  const coachVacancies: string[] = [];

  for (const subject of subjects()) {
    const ids = found.get(subject.key) ?? [];
    for (const [index, vacancyId] of ids.entries()) {
      const story = subject.stories[index] ?? [];
      const first = story[0];
      const last = story.at(-1);
      if (!first || !last) continue;
      const contextOf = (by: 'candidate' | 'coach') => demoId(by === 'coach' ? COACH_CONTEXT : subject.contextKey);
      const id = demoId(`saved-vacancy:${subject.key}:${index}`);
      await db.insert(savedVacancies).values({
        organizationId,
        id,
        dossierId: demoId(`dossier:${subject.key}`),
        vacancyType: 'Vacancies::ExternalVacancy',
        vacancyId,
        vacancyStateId: stateId(last.state),
        createdByContextId: contextOf(first.by),
        createdAt: at(first.daysAgo),
        updatedAt: at(last.daysAgo),
      });
      await db.insert(vacancyActivities).values(
        story.map((step, position) => ({
          organizationId,
          id: demoId(`vacancy-activity:${subject.key}:${index}:${position}`),
          savedVacancyId: id,
          action: position === 0 ? ('create' as const) : ('update' as const),
          eventAt: at(step.daysAgo, position),
          fromStateId: position === 0 ? null : stateId(story[position - 1]?.state ?? step.state),
          toStateId: stateId(step.state),
          actorContextId: contextOf(step.by),
          createdAt: at(step.daysAgo, position),
          updatedAt: at(step.daysAgo, position),
        })),
      );
      // A small corpus can give two candidates the same vacancy; it is one favourite.
      if (first.by === 'coach' && !coachVacancies.includes(vacancyId)) coachVacancies.push(vacancyId);
    }
  }

  // The coach keeps the vacancies they proposed and two of their candidates as favourites; the
  // team leader one candidate.
  const favoriteRows = [
    ...coachVacancies.map((vacancyId, index) => ({
      key: `coach:vacancy:${index}`,
      context: COACH_CONTEXT,
      favorableType: 'Vacancies::ExternalVacancy' as const,
      favorableId: vacancyId,
    })),
    ...['daan-bakker', 'sophie-jansen'].map((key) => ({
      key: `coach:candidate:${key}`,
      context: COACH_CONTEXT,
      favorableType: 'Candidate' as const,
      favorableId: demoId(`dossier:${key}`),
    })),
    {
      key: 'beheerder:candidate:daan-bakker',
      context: MANAGER_CONTEXT,
      favorableType: 'Candidate' as const,
      favorableId: demoId('dossier:daan-bakker'),
    },
  ];
  for (const [index, favorite] of favoriteRows.entries()) {
    await db.insert(favorites).values({
      organizationId,
      id: demoId(`favorite:${favorite.key}`),
      userContextId: demoId(favorite.context),
      favorableType: favorite.favorableType,
      favorableId: favorite.favorableId,
      createdAt: at(10 - index),
    });
  }
}
