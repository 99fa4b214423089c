import type { Db } from '@koers/server-core/db/database';
import {
  createVacanciesRepository,
  type EmployerRow,
  type IndexCardRow,
  type VacancyWithRelations,
} from '../vacancies.repository';

/**
 * The explorer list's cards of every row of the facet index (search-index.ts), as the list's
 * statement (vacancies.repository.ts, shape `list`) loads them: their columns and employers read
 * while the index is read, under the same token, so they are as fresh as the rows they belong to and a
 * result page needs no statement (docs/decisions.md, "Explorer cards in the facet index"). Kept as
 * columns, some 730 bytes a card (docs/benchmarks.md); a card is made again per ask.
 */
export type SearchCards = {
  /** The card of the index's row, or null when the vacancy has no row in the list's statement. */
  cardOf(row: number): VacancyWithRelations | null;
};

/** Flags per row: which nullable values are null, and the one boolean. */
const PRESENT = 1;
const NO_VALID_THROUGH = 2;
const NO_HOURS_MAX = 4;
const NO_EXPERIENCE = 8;
const NO_LATITUDE = 16;
const NO_LONGITUDE = 32;
const VIA_INTERMEDIARY = 64;

type Strings = Array<string | null>;

/** Collects the cards of the index's rows while it is read; `done` lays them out by row. */
export function createSearchCardsBuilder(db: Db) {
  const repository = createVacanciesRepository(db);
  const loaded = new Map<string, IndexCardRow>();
  const employers = new Map<string, EmployerRow>();
  return {
    /** Reads the cards of these vacancies (one chunk of the index), and the employers not met before. */
    async add(ids: string[]): Promise<void> {
      const cards = await repository.indexCardsByIds(ids);
      const missing = new Set<string>();
      for (const card of cards) {
        loaded.set(card.id, card);
        if (!employers.has(card.employerId)) missing.add(card.employerId);
      }
      for (const employer of await repository.employersByIds([...missing])) employers.set(employer.id, employer);
    },
    done(ids: readonly string[]): SearchCards {
      return layOut(ids, loaded, employers);
    },
  };
}

function layOut(
  ids: readonly string[],
  loaded: Map<string, IndexCardRow>,
  employerRows: Map<string, EmployerRow>,
): SearchCards {
  const size = ids.length;
  const flags = new Uint8Array(size);
  const postedAt = new Float64Array(size);
  const validThrough = new Float64Array(size);
  const hoursMax = new Float64Array(size);
  const experience = new Float64Array(size);
  const latitude = new Float64Array(size);
  const longitude = new Float64Array(size);
  const employer = new Int32Array(size);
  const title: Strings = new Array(size).fill(null);
  const functionProfile: Strings = new Array(size).fill(null);
  const defaultSourceId: Strings = new Array(size).fill(null);
  // Texts that repeat (a code, a place, an occupation) are kept once.
  const shared = new Map<string, string>();
  const once = (value: string | null) => {
    if (value === null) return null;
    const kept = shared.get(value);
    if (kept !== undefined) return kept;
    shared.set(value, value);
    return value;
  };
  const sharedColumns = ['educationLevelCode', 'professionCode', 'jobTitleId', 'city', 'postalCode', 'provinceCode'];
  const codes = Object.fromEntries(sharedColumns.map((name) => [name, new Array<string | null>(size).fill(null)]));
  const employers: EmployerRow[] = [];
  const employerNumber = new Map<string, number>();
  for (let row = 0; row < size; row++) {
    const card = loaded.get(ids[row] as string);
    const of = card ? employerRows.get(card.employerId) : undefined;
    // As the list's statement joins them: a vacancy without its employer's row has no card.
    if (!card || !of) continue;
    let flag = PRESENT;
    postedAt[row] = card.postedAt.getTime();
    if (card.validThrough === null) flag |= NO_VALID_THROUGH;
    else validThrough[row] = card.validThrough.getTime();
    if (card.hoursMax === null) flag |= NO_HOURS_MAX;
    else hoursMax[row] = card.hoursMax;
    if (card.workExperienceYears === null) flag |= NO_EXPERIENCE;
    else experience[row] = card.workExperienceYears;
    if (card.latitude === null) flag |= NO_LATITUDE;
    else latitude[row] = card.latitude;
    if (card.longitude === null) flag |= NO_LONGITUDE;
    else longitude[row] = card.longitude;
    if (card.viaIntermediary) flag |= VIA_INTERMEDIARY;
    flags[row] = flag;
    title[row] = card.title;
    functionProfile[row] = card.functionProfile;
    defaultSourceId[row] = card.defaultSourceId;
    for (const name of sharedColumns)
      (codes[name] as Strings)[row] = once(card[name as keyof IndexCardRow] as string | null);
    let number = employerNumber.get(of.id);
    if (number === undefined) {
      number = employers.length;
      employers.push(of);
      employerNumber.set(of.id, number);
    }
    employer[row] = number;
  }
  const [educationLevelCode, professionCode, jobTitleId, city, postalCode, provinceCode] = sharedColumns.map(
    (name) => codes[name] as Strings,
  ) as [Strings, Strings, Strings, Strings, Strings, Strings];
  return {
    cardOf(row) {
      const flag = flags[row] as number;
      if (!(flag & PRESENT)) return null;
      const of = employers[employer[row] as number] as EmployerRow;
      // Every column of the list's statement, those it does not load null (vacancies.repository.ts).
      return {
        id: ids[row] as string,
        title: title[row] as string,
        fullText: null,
        postedAt: new Date(postedAt[row] as number),
        validThrough: flag & NO_VALID_THROUGH ? null : new Date(validThrough[row] as number),
        educationLevelCode: educationLevelCode[row] ?? null,
        employmentTypeCode: null,
        contractTypeCode: null,
        professionCode: professionCode[row] ?? null,
        jobTitleId: jobTitleId[row] ?? null,
        hoursMin: null,
        hoursMax: flag & NO_HOURS_MAX ? null : (hoursMax[row] as number),
        salaryMin: null,
        salaryMax: null,
        salaryCurrency: null,
        salaryUnit: null,
        workExperienceYears: flag & NO_EXPERIENCE ? null : (experience[row] as number),
        city: city[row] ?? null,
        postalCode: postalCode[row] ?? null,
        provinceCode: provinceCode[row] ?? null,
        latitude: flag & NO_LATITUDE ? null : (latitude[row] as number),
        longitude: flag & NO_LONGITUDE ? null : (longitude[row] as number),
        employerId: of.id,
        viaIntermediary: (flag & VIA_INTERMEDIARY) !== 0,
        contactName: null,
        contactPerson: null,
        contactEmail: null,
        contactPhone: null,
        contactAddress: null,
        contactLatitude: null,
        contactLongitude: null,
        functionProfile: functionProfile[row] ?? null,
        profile: null,
        benefits: null,
        applicationProcedure: null,
        employerDescription: null,
        defaultSourceId: defaultSourceId[row] ?? null,
        employer: of,
        defaultSource: null,
        jobTitleLabel: null,
      };
    },
  };
}
