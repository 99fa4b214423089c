import { type InputParser, listQuery, queryParams } from '@koers/server-core/http/route';
import { plainText } from '@koers/shared';
import { type ExplorerQuery, type MatchInput, parseExplorerQuery, parseMatchInput } from './search/explorer-query';
import { EXTERNAL_VACANCY_FIELDS, EXTERNAL_VACANCY_INCLUDES } from './vacancies.serializer';

/**
 * `include` of an internet vacancy: only the paths the serializer can bring along; a sparse
 * fieldset `fields[external_vacancies]` of its attributes and relationships (else 400).
 */
const includeQuery = listQuery({
  include: EXTERNAL_VACANCY_INCLUDES,
  fields: { external_vacancies: EXTERNAL_VACANCY_FIELDS },
});

/** What a vacancy's answer carries: the includes and the sparse fieldset (none: every field). */
export type VacancyShape = { include: Set<string>; fields: ReadonlySet<string> | undefined };

function shapeOf(raw: unknown): VacancyShape {
  const { include, fields } = includeQuery.read(raw);
  return { include, fields: fields.external_vacancies };
}

/** The explorer's query string: its parameters (SPEC §7), the includes and fields asked for. */
export const explorerQueryInput: InputParser<ExplorerQuery & VacancyShape> = {
  read(raw) {
    const explorer: Record<string, unknown> = {};
    const shape: Record<string, unknown> = {};
    for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
      if (key === 'include' || key.startsWith('fields[')) shape[key] = value;
      else explorer[key] = value;
    }
    return { ...parseExplorerQuery(explorer), ...shapeOf(shape) };
  },
};

const geoIdQuery = queryParams({ geoId: plainText().optional().catch(undefined) });

/** One vacancy: its includes, the place (`geoId`) to measure its distance from, a profile to match (`match[...]`). */
export const vacancyDetailQuery: InputParser<
  VacancyShape & {
    geoId: string | undefined;
    match: MatchInput | null;
  }
> = {
  read(raw) {
    return {
      ...shapeOf(raw),
      geoId: geoIdQuery.read(raw).geoId || undefined,
      match: parseMatchInput((raw ?? {}) as Record<string, unknown>),
    };
  },
};

/** A list of vacancies other than the explorer's (an employer's): includes and paging. */
export const vacancyListQuery = includeQuery;
