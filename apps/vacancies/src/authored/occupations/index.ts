import { ADMINISTRATIE_OCCUPATIONS, OVERHEID_OCCUPATIONS } from './administratie-overheid';
import { HANDEL_OCCUPATIONS, HORECA_OCCUPATIONS } from './horeca-handel';
import { ICT_OCCUPATIONS, ONDERWIJS_OCCUPATIONS } from './onderwijs-ict';
import {
  CREATIEF_OCCUPATIONS,
  DIENSTVERLENING_OCCUPATIONS,
  GROEN_OCCUPATIONS,
  SCHOONMAAK_OCCUPATIONS,
  VEILIGHEID_OCCUPATIONS,
} from './overige';
import { LOGISTIEK_OCCUPATIONS, PRODUCTIE_OCCUPATIONS } from './productie-logistiek';
import { BOUW_OCCUPATIONS, TECHNIEK_OCCUPATIONS } from './techniek-bouw';
import type { AuthoredOccupation } from './types';
import { ZORG_OCCUPATIONS } from './zorg';

export { AUTHORED_ISCO_MAJOR_GROUPS, AUTHORED_ISCO_UNIT_GROUPS } from './isco-groups';
export type { AuthoredOccupation, HoursProfile, OccupationFamily } from './types';

/** The authored occupations: the fallback taxonomy and the corpus generator's material. */
export const AUTHORED_OCCUPATIONS: AuthoredOccupation[] = [
  ...ZORG_OCCUPATIONS,
  ...ONDERWIJS_OCCUPATIONS,
  ...ICT_OCCUPATIONS,
  ...TECHNIEK_OCCUPATIONS,
  ...BOUW_OCCUPATIONS,
  ...PRODUCTIE_OCCUPATIONS,
  ...LOGISTIEK_OCCUPATIONS,
  ...HORECA_OCCUPATIONS,
  ...HANDEL_OCCUPATIONS,
  ...ADMINISTRATIE_OCCUPATIONS,
  ...OVERHEID_OCCUPATIONS,
  ...VEILIGHEID_OCCUPATIONS,
  ...SCHOONMAAK_OCCUPATIONS,
  ...GROEN_OCCUPATIONS,
  ...DIENSTVERLENING_OCCUPATIONS,
  ...CREATIEF_OCCUPATIONS,
];

/** The code an authored occupation gets: its ISCO unit group and a K-number, never an ESCO code. */
export function authoredOccupationCode(occupation: AuthoredOccupation): string {
  const sameGroup = AUTHORED_OCCUPATIONS.filter((entry) => entry.isco === occupation.isco);
  return `${occupation.isco}.K${sameGroup.indexOf(occupation) + 1}`;
}
