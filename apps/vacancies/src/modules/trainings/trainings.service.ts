import type { Db } from '@koers/server-core/db/database';
import type { AuthoredTraining } from '../../authored/trainings/authored-trainings';
import { searchWords } from '../../lib/text';
import { type JobTitleMatcher, loadJobTitleMatcher } from '../occupations/occupations.service';
import { createTrainingsRepository, type TrainingRow } from './trainings.repository';

/** Inside the caller's transaction: the training catalogue becomes exactly the authored one. */
export async function syncAuthoredTrainings(db: Db, entries: AuthoredTraining[]): Promise<void> {
  await createTrainingsRepository(db).syncAuthored(entries);
}

/** The taxonomy changes only by an import: recognising occupations may use a copy a few minutes old. */
const MATCHER_MAX_AGE_MS = 5 * 60_000;
const matchers = new WeakMap<Db, { value: JobTitleMatcher; loadedAt: number }>();

async function currentMatcher(db: Db): Promise<JobTitleMatcher> {
  const cached = matchers.get(db);
  if (cached && Date.now() - cached.loadedAt <= MATCHER_MAX_AGE_MS) return cached.value;
  const value = await loadJobTitleMatcher(db);
  matchers.set(db, { value, loadedAt: Date.now() });
  return value;
}

/**
 * Training suggestions for a term (a vacancy title, an occupation title): courses that match its
 * words or prepare for the occupation those words name, at most `size`.
 */
export async function suggestTrainings(db: Db, term: string, size: number): Promise<TrainingRow[]> {
  const words = searchWords(term, 12);
  if (words.length === 0) return [];
  const occupation = (await currentMatcher(db)).match(term, null);
  return createTrainingsRepository(db).match(words, occupation?.iscoCode ? [occupation.iscoCode] : [], size);
}

export type { TrainingRow } from './trainings.repository';
