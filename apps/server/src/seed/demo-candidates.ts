import type { ArchetypeKey } from './demo-archetypes';
import { DEMO_CANDIDATE_DOSSIERS, type DemoAccess, type DemoCoachKey } from './demo-candidate-dossiers';
import { DEMO_CANDIDATE_PEOPLE } from './demo-candidate-people';

/**
 * The demo world's candidates (werkpad unless said otherwise): varied people, occupations,
 * tracks and access states, so lists, filters and profiles look like a real caseload. Each is a
 * person (demo-candidate-people.ts) with a dossier (demo-candidate-dossiers.ts).
 */
export type DemoCandidate = {
  key: string;
  firstName: string;
  prefix?: string;
  lastName: string;
  archetype: ArchetypeKey;
  coaches: DemoCoachKey[];
  trackType: number;
  /** Track start relative to the seeding day, and its length, in days. */
  startedDaysAgo: number;
  lengthDays: number;
  access: DemoAccess;
  archived?: boolean;
  city: string;
  postalCode: string;
  born: string;
  languages: Array<[code: string, level: number]>;
  about: string;
  profileType: number;
  extended?: boolean;
};

export const DEMO_CANDIDATES: DemoCandidate[] = DEMO_CANDIDATE_DOSSIERS.map((dossier): DemoCandidate => {
  const person = DEMO_CANDIDATE_PEOPLE[dossier.key];
  const [firstName, lastName, prefix] = person.name;
  return {
    key: dossier.key,
    firstName,
    lastName,
    ...(prefix ? { prefix } : {}),
    archetype: person.archetype,
    coaches: dossier.coaches,
    trackType: dossier.track[0],
    startedDaysAgo: dossier.track[1],
    lengthDays: dossier.track[2],
    access: dossier.access,
    city: person.place[0],
    postalCode: person.place[1],
    born: person.born,
    languages: Object.entries(person.languages),
    about: person.about,
    profileType: dossier.profileType ?? 0,
    ...(dossier.archived ? { archived: true } : {}),
    ...(dossier.extended ? { extended: true } : {}),
  };
});
