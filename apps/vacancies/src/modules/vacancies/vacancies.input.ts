import { type InputParser, listQuery, queryParams } from '@koers/server-core/http/route';
import { plainText } from '@koers/shared';
import { type ExplorerQuery, type MatchInput, parseExplorerQuery, parseMatchInput } from './search/explorer-query';
import { EXTERNAL_VACANCY_INCLUDES } from './vacancies.serializer';

/** `include` of an internet vacancy: only the paths the serializer can bring along (else 400). */
const includeQuery = listQuery({ include: EXTERNAL_VACANCY_INCLUDES });

/** The explorer's query string: its parameters (SPEC §7) and the includes asked for. */
export const explorerQueryInput: InputParser<ExplorerQuery & { include: Set<string> }> = {
  read(raw) {
    const { include, ...explorer } = (raw ?? {}) as Record<string, unknown>;
    const includes = includeQuery.read({ include }).include;
    return { ...parseExplorerQuery(explorer), include: includes };
  },
};

const geoIdQuery = queryParams({ geoId: plainText().optional().catch(undefined) });

/** One vacancy: its includes, the place (`geoId`) to measure its distance from, a profile to match (`match[...]`). */
export const vacancyDetailQuery: InputParser<{
  include: Set<string>;
  geoId: string | undefined;
  match: MatchInput | null;
}> = {
  read(raw) {
    const { include } = includeQuery.read(raw);
    return {
      include,
      geoId: geoIdQuery.read(raw).geoId || undefined,
      match: parseMatchInput((raw ?? {}) as Record<string, unknown>),
    };
  },
};

/** A list of vacancies other than the explorer's (an employer's): includes and paging. */
export const vacancyListQuery = includeQuery;
