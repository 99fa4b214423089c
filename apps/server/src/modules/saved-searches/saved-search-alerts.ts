import type { Db } from '@koers/server-core/db/database';
import { SAVED_SEARCH_ALERT_MAX, type SavedSearchFrequency } from '@koers/shared';
import { createDeeplink } from '../deeplinks/deeplinks.service';
import { parseExplorerVacancyQuery } from '../explorer-vacancies/explorer-vacancies.input';
import { type ExplorerVacancyView, searchExplorerVacancies } from '../explorer-vacancies/explorer-vacancies.service';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { InternetVacancies } from './internet-vacancies';
import { type DueSavedSearch, dueSavedSearches } from './saved-searches.queries';
import { createSavedSearchesRepository } from './saved-searches.repository';

/** The job's name, also its pg-boss queue. */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';

const DAY_MS = 24 * 3600 * 1000;
const WINDOW_DAYS: Record<SavedSearchFrequency, number> = { daily: 1, weekly: 7 };
const BATCH = 20;
/** How many of an internet search's newest vacancies are looked at (an alert lists 20 of them). */
const INTERNET_LIMIT = 200;
/** Where the candidate manages their saved searches. */
export const SAVED_SEARCHES_PATH = '/vacancies/searches';

/** The explorer with the search, and one vacancy of it, as the candidate opens them. */
const searchPath = (row: DueSavedSearch['search'], vacancyId?: string) =>
  `/vacancy-explorers/${row.explorerId}${vacancyId ? `/${vacancyId}` : ''}${row.search ? `?${row.search}` : ''}`;

/** A vacancy as an alert lists it, of either kind. */
type AlertVacancy = { id: string; title: string; employerName: string; place: string | null; newAt: Date };

const ownAlertVacancy = ({ row }: ExplorerVacancyView): AlertVacancy => ({
  id: row.id,
  title: row.title,
  employerName: row.employerName,
  place: row.city ?? row.employerCity,
  newAt: row.startsAt,
});

/** The organisation's own vacancies of the search, all of them (the caller keeps the new ones). */
async function ownVacancies(tx: Db, due: DueSavedSearch, now: Date): Promise<AlertVacancy[] | null> {
  let query: ReturnType<typeof parseExplorerVacancyQuery>;
  try {
    query = parseExplorerVacancyQuery(due.search.query);
  } catch {
    return null;
  }
  const found = await searchExplorerVacancies({
    db: tx,
    organizationId: due.search.organizationId,
    query: { ...query, facetNames: [], customFieldFacets: [], page: { number: 1, size: Number.MAX_SAFE_INTEGER } },
    now,
  });
  return found.vacancies.map(ownAlertVacancy);
}

/** The internet vacancies of the search posted in (since, now], by the vacancies service. */
async function internetVacanciesOf(
  tx: Db,
  internet: InternetVacancies | null,
  due: DueSavedSearch,
  since: Date,
  now: Date,
): Promise<AlertVacancy[] | null> {
  if (!internet?.postedSince) return null;
  try {
    internet.checkQuery(due.search.query);
  } catch {
    return null;
  }
  const found = await internet.postedSince({ db: tx, query: due.search.query, since, now, limit: INTERNET_LIMIT });
  return found.map((vacancy) => ({
    id: vacancy.id,
    title: vacancy.title,
    employerName: vacancy.employerName,
    place: vacancy.city,
    newAt: vacancy.postedAt,
  }));
}

/**
 * The search's vacancies that are new since the last alert (the first: since a day or a week
 * before it was saved), newest first, leaving out any an alert mailed already. Null: the saved
 * parameters no longer read (a filter that went away), so nothing can be said.
 */
async function newVacancies(
  tx: Db,
  due: DueSavedSearch,
  now: Date,
  internet: InternetVacancies | null,
): Promise<AlertVacancy[] | null> {
  const { search } = due;
  const since = search.lastAlertAt ?? new Date(search.createdAt.getTime() - WINDOW_DAYS[search.frequency] * DAY_MS);
  const found = due.internet
    ? await internetVacanciesOf(tx, internet, due, since, now)
    : await ownVacancies(tx, due, now);
  if (!found) return null;
  const appeared = found.filter(
    (vacancy) => vacancy.newAt.getTime() > since.getTime() && vacancy.newAt.getTime() <= now.getTime(),
  );
  const sent = await createSavedSearchesRepository(tx).sentAmong(
    search.organizationId,
    search.id,
    appeared.map((vacancy) => vacancy.id),
  );
  return appeared
    .filter((vacancy) => !sent.has(vacancy.id))
    .sort((a, b) => b.newAt.getTime() - a.newAt.getTime() || a.id.localeCompare(b.id));
}

/** The alert mail: each vacancy with a link that opens it for the candidate, and the whole search. */
async function alertMail(
  tx: Db,
  due: DueSavedSearch & { candidate: NonNullable<DueSavedSearch['candidate']> },
  vacancies: AlertVacancy[],
  input: { publicUrl: string; now: Date },
): Promise<MailMessage> {
  const { search, candidate } = due;
  const link = (target: string) =>
    createDeeplink(tx, {
      organizationId: search.organizationId,
      userContextId: candidate.userContextId,
      target,
      now: input.now,
    });
  const shown = vacancies.slice(0, SAVED_SEARCH_ALERT_MAX);
  const lines: string[] = [];
  for (const vacancy of shown) {
    const { place } = vacancy;
    lines.push(
      `${vacancy.title} — ${vacancy.employerName}${place ? `, ${place}` : ''}\nBekijk de vacature: ${input.publicUrl}${await link(searchPath(search, vacancy.id))}`,
    );
  }
  const more = vacancies.length - shown.length;
  if (more > 0)
    lines.push(more === 1 ? 'En nog 1 vacature in de zoekopdracht.' : `En nog ${more} vacatures in de zoekopdracht.`);
  return {
    type: 'saved_search_alert',
    to: candidate.email,
    organizationId: search.organizationId,
    values: {
      naam: candidate.name,
      zoekopdracht: search.name,
      aantal_vacatures: vacancies.length === 1 ? '1 nieuwe vacature' : `${vacancies.length} nieuwe vacatures`,
      vacatures: lines.join('\n\n'),
      zoekopdracht_link: `${input.publicUrl}${await link(searchPath(search))}`,
      beheren_link: `${input.publicUrl}${await link(SAVED_SEARCHES_PATH)}`,
    },
  };
}

/**
 * The job of saved searches (issue 38.5): for every search that is due (daily or weekly, not
 * paused), the vacancies that appeared since its last alert go to the candidate in one mail —
 * unless their e-mail setting is 'nooit' or they have no account yet; then nothing is mailed and
 * nothing is marked sent. Each search is handled in one transaction that records what was mailed
 * and when it was last looked at, so no vacancy is mailed twice. Returns the mails written.
 */
export async function sendSavedSearchAlerts(input: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
  /** Internet searches' vacancies; without them (or their search) those searches wait. */
  internetVacancies?: InternetVacancies | null;
}): Promise<number> {
  const internet = input.internetVacancies ?? null;
  const now = input.now ?? new Date();
  let mailed = 0;
  for (;;) {
    const handled = await input.db.transaction(async (tx) => {
      const due = await dueSavedSearches(tx, { now, limit: BATCH, internet: internet?.postedSince != null });
      const repo = createSavedSearchesRepository(tx);
      for (const item of due) {
        const { search, candidate } = item;
        const mails = candidate !== null && candidate.frequency !== 'never';
        const vacancies = mails ? await newVacancies(tx, item, now, internet) : null;
        if (candidate && vacancies && vacancies.length > 0) {
          await input.mailer.record(tx, await alertMail(tx, { ...item, candidate }, vacancies, { ...input, now }), now);
          await repo.markSent(
            search.organizationId,
            search.id,
            vacancies.map((vacancy) => vacancy.id),
            now,
          );
          mailed += 1;
        }
        await repo.update(search.organizationId, search.id, { lastAlertAt: now });
      }
      return due.length;
    });
    if (handled < BATCH) break;
  }
  if (mailed > 0) await input.mailer.deliverDue(input.db, now);
  return mailed;
}
