import { MATRIX_ACTORS, type MatrixActor, type MatrixWorld, type Probe } from './authorization-matrix.world';

/** One row of the authorization matrix (`authorization-matrix.ts`): a route, and each actor's status. */
export type MatrixRow = {
  /** `METHOD /url` exactly as `app.routeAccessList()` names it. */
  route: string;
  /** What this row shows when a route has more than one (another record, another filter). */
  case?: string;
  expect: Record<MatrixActor, number>;
  probe: (world: MatrixWorld, actor: MatrixActor) => Probe | Promise<Probe>;
};

export function row(
  route: string,
  answers: string,
  probe: MatrixRow['probe'] = () => ({}),
  caseName?: string,
): MatrixRow {
  const statuses = answers.trim().split(/\s+/).map(Number);
  if (statuses.length !== MATRIX_ACTORS.length || statuses.some((status) => !(status >= 200 && status < 600))) {
    throw new Error(`${route}: give ${MATRIX_ACTORS.length} statuses, one per actor (got "${answers}")`);
  }
  const expect = Object.fromEntries(MATRIX_ACTORS.map((actor, index) => [actor, statuses[index]])) as Record<
    MatrixActor,
    number
  >;
  return { route, expect, probe, ...(caseName ? { case: caseName } : {}) };
}

/** A JSON:API request body of one resource. */
export const jsonApi = (type: string, attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  data: { type, attributes, ...extra },
});
