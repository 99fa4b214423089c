import type { InternetVacancies, InternetVacancy } from '@koers/server/modules/saved-searches/internet-vacancies';
import type { ServicesConfig } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import { vacanciesPostedSince } from '@koers/vacancies/modules/vacancies/search/posted-since';
import { explorerQueryInput } from '@koers/vacancies/modules/vacancies/vacancies.input';

/** How long the alert job waits for the vacancies service run apart (it runs in the job's transaction). */
const REMOTE_TIMEOUT_MS = 10_000;

type PostedSince = NonNullable<InternetVacancies['postedSince']>;

/**
 * The search asked of the vacancies service run apart, with the installation's SERVICE_TOKEN
 * (its route: `posted-since.routes.ts`). A failure throws: the alert job's transaction then
 * records nothing, and the next run asks again.
 */
function remotePostedSince(serviceUrl: string, token: string): PostedSince {
  return async ({ query, since, now, limit }) => {
    const url = new URL('/vacancies/internal/posted_since', serviceUrl);
    url.search = new URLSearchParams({
      search: new URLSearchParams(query).toString(),
      since: since.toISOString(),
      now: now.toISOString(),
      limit: String(limit),
    }).toString();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.api+json' },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = ((await response.json().catch(() => null)) as { errors?: Array<{ detail?: string }> } | null)
        ?.errors?.[0]?.detail;
      throw new Error(
        `De vacaturedienst op ${serviceUrl} antwoordde ${response.status} op een zoekopdracht${detail ? `: ${detail}` : '.'}`,
      );
    }
    const body = (await response.json()) as {
      data: Array<{ id: string; attributes: Omit<InternetVacancy, 'id' | 'postedAt'> & { postedAt: string } }>;
    };
    return body.data.map(({ id, attributes }) => ({ id, ...attributes, postedAt: new Date(attributes.postedAt) }));
  };
}

/**
 * The main backend's internet-vacancy searches (saved searches and their alerts): always read by
 * the vacancies service's own parser; searched by its search in this process when it runs here,
 * else by the vacancies service run apart when VACANCIES_SERVICE_URL and SERVICE_TOKEN are set.
 * With neither (`--only-server` alone) a search can be saved, but nothing is searched: alerts wait.
 * On the main backend's own embedded database the search runs in the caller's transaction (`db`):
 * it has one connection, which that transaction holds; PostgreSQL takes it from the pool.
 */
export function internetVacanciesOf(
  vacanciesDatabase: Database | null,
  mainDatabase: Database,
  services: ServicesConfig = { vacanciesServiceUrl: null, serviceToken: null },
): InternetVacancies {
  const { vacanciesServiceUrl, serviceToken } = services;
  const remote = vacanciesServiceUrl && serviceToken ? remotePostedSince(vacanciesServiceUrl, serviceToken) : null;
  return {
    checkQuery(query) {
      explorerQueryInput.read(query);
    },
    postedSince: vacanciesDatabase
      ? ({ db: within, ...input }) =>
          vacanciesPostedSince(
            vacanciesDatabase === mainDatabase && vacanciesDatabase.pglite ? within : vacanciesDatabase.db,
            input,
          )
      : remote,
  };
}
