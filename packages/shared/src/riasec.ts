import type { RiasecType } from './assessments';

/**
 * Holland's six interest types as the interest test's result names them, with what each means
 * (worded for Koers), and which ISCO-08 occupation groups fit each type best.
 */
export const RIASEC_TYPE_INFO: Record<RiasecType, { name: string; meaning: string }> = {
  R: {
    name: 'Realistisch',
    meaning:
      'Je werkt graag praktisch en met je handen: met gereedschap, machines, materialen, planten of dieren. Je ziet graag wat je gemaakt of gerepareerd hebt.',
  },
  I: {
    name: 'Onderzoekend',
    meaning:
      'Je wilt begrijpen hoe dingen werken. Je onderzoekt, analyseert en lost ingewikkelde vraagstukken op, vaak met kennis uit wetenschap en techniek.',
  },
  A: {
    name: 'Artistiek',
    meaning:
      'Je bent creatief en drukt je graag uit in beeld, taal, muziek of spel. Je werkt het liefst vrij, zonder vaste regels.',
  },
  S: {
    name: 'Sociaal',
    meaning:
      'Je werkt graag met mensen: helpen, lesgeven, verzorgen en adviseren. Je haalt voldoening uit wat je voor een ander betekent.',
  },
  E: {
    name: 'Ondernemend',
    meaning:
      'Je neemt graag het initiatief: overtuigen, verkopen, leidinggeven en beslissingen nemen. Je houdt van resultaat en een uitdaging.',
  },
  C: {
    name: 'Conventioneel',
    meaning:
      'Je werkt graag nauwkeurig en geordend: met gegevens, cijfers en administratie, volgens duidelijke afspraken en procedures.',
  },
};

/**
 * The type that fits an ISCO-08 group best, by sub-major group (2 digits) or, where a sub-major
 * group mixes types, by minor group (3 digits). Authored for Koers from the tasks ISCO describes;
 * a group fits one type only, so every occupation is counted once.
 */
// biome-ignore format: one group a line
const ISCO_GROUP_TYPES: Record<string, RiasecType> = {
  '01': 'R', '02': 'R', '03': 'R',
  '11': 'E', '12': 'E', '13': 'E', '14': 'E',
  '211': 'I', '212': 'I', '213': 'I', '214': 'I', '215': 'I', '216': 'A',
  '22': 'I', '23': 'S', '24': 'E', '25': 'I',
  '261': 'I', '262': 'C', '263': 'S', '264': 'A', '265': 'A',
  '31': 'R', '32': 'S',
  '331': 'C', '332': 'E', '333': 'E', '334': 'C', '335': 'C',
  '341': 'S', '342': 'S', '343': 'A',
  '35': 'C',
  '41': 'C', '42': 'C', '43': 'C', '44': 'C',
  '511': 'S', '512': 'R', '513': 'S', '514': 'A', '515': 'R', '516': 'R',
  '52': 'E', '53': 'S', '54': 'R',
  '61': 'R', '62': 'R', '63': 'R',
  '71': 'R', '72': 'R', '73': 'R', '74': 'R', '75': 'R',
  '81': 'R', '82': 'R', '83': 'R',
  '91': 'R', '92': 'R', '93': 'R', '94': 'R', '95': 'E', '96': 'R',
};

/** The ISCO-08 group prefixes whose occupations fit `type` best (for `filter[isco]` of job_titles). */
export function iscoPrefixesFor(type: RiasecType): string[] {
  return Object.entries(ISCO_GROUP_TYPES)
    .filter(([, groupType]) => groupType === type)
    .map(([prefix]) => prefix);
}

/** The type an occupation's ISCO unit group fits best, or null when its group is not known. */
export function riasecTypeOfIsco(iscoCode: string): RiasecType | null {
  return ISCO_GROUP_TYPES[iscoCode.slice(0, 3)] ?? ISCO_GROUP_TYPES[iscoCode.slice(0, 2)] ?? null;
}

/**
 * The profile's interests (reference list `interests`) each type stands for: taking a result over
 * into the profile ticks those of the Holland code's types.
 */
export const RIASEC_PROFILE_INTERESTS: Record<RiasecType, readonly string[]> = {
  R: ['techniek', 'bouw'],
  I: ['ict'],
  A: ['creatief', 'muziek_cultuur'],
  S: ['zorg_welzijn', 'onderwijs'],
  E: ['handel_verkoop'],
  C: ['administratie'],
};

/** The profile interests a result stands for: those of its three highest types (its Holland code). */
export const profileInterestsOf = (result: { order: readonly RiasecType[] }): string[] =>
  result.order.slice(0, 3).flatMap((type) => RIASEC_PROFILE_INTERESTS[type]);
