import { type InterestResult, RIASEC_TYPES, type RiasecType } from '@koers/shared';
import { RIASEC_ITEMS } from './riasec-items';

const ITEMS_PER_TYPE = RIASEC_ITEMS.length / RIASEC_TYPES.length;

/**
 * The published key of the RIASEC markers: a type's score is the sum of its eight answers (8–40).
 * The order runs from high to low; equal scores keep RIASEC order, so the code is stable.
 */
export function scoreRiasec(answers: Readonly<Record<string, number>>): InterestResult {
  const scores = Object.fromEntries(RIASEC_TYPES.map((type) => [type, 0])) as Record<RiasecType, number>;
  for (const item of RIASEC_ITEMS) {
    const answer = answers[item.id];
    if (answer === undefined) throw new Error(`RIASEC item ${item.id} has no answer`);
    scores[item.type] += answer;
  }
  const order = [...RIASEC_TYPES].sort(
    (a, b) => scores[b] - scores[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
  );
  return {
    kind: 'riasec',
    scores,
    minScore: ITEMS_PER_TYPE,
    maxScore: ITEMS_PER_TYPE * 5,
    order,
    code: order.slice(0, 3).join(''),
  };
}

/** The items in the order they are asked: one of each type in turn (R1 I1 A1 S1 E1 C1 R2 …), as the scales are given. */
export function riasecQuestionOrder(): typeof RIASEC_ITEMS {
  const byRound = (id: string) => Number(id.slice(1));
  return [...RIASEC_ITEMS].sort(
    (a, b) => byRound(a.id) - byRound(b.id) || RIASEC_TYPES.indexOf(a.type) - RIASEC_TYPES.indexOf(b.type),
  );
}
