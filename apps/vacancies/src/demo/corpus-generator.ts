import { PROVINCES } from '@koers/shared';
import {
  AUTHORED_OCCUPATIONS,
  type AuthoredOccupation,
  authoredOccupationCode,
  type OccupationFamily,
} from '../authored/occupations';
import { AUTHORED_PLACES, type AuthoredPlace } from '../authored/places';
import { slugify } from '../lib/text';
import { buildPlaceCatalogue } from '../modules/places/places.catalogue';
import { composePosting, type GeneratedJob } from './compose-posting';
import { AGENCY_NAMES, FAMILY_MATERIAL, REGIONS, STREETS, SURNAMES, TREES, WORDS } from './families';
import { cumulativeWeights, Random } from './random';

export type CorpusOptions = {
  count: number;
  seed: string;
  /** The corpus ends on this day and starts 14 months earlier. */
  now: Date;
  /**
   * Employers another service knows by their Chamber of Commerce number (the demo CRM's): each
   * posts a few jobs of its occupations in its own town in the last two months, so that its
   * 'Vacatures op internet' shows what it has on the internet. They come on top of `count`.
   */
  knownEmployers?: KnownEmployer[];
};

export type KnownEmployer = {
  name: string;
  cocNumber: string;
  city: string;
  street: string;
  postalCode: string;
  websiteUrl: string | null;
  /** Codes of authored occupations (e.g. 7115.K1); unknown codes are passed over. */
  occupationCodes: string[];
};

/** Jobs each known employer posts, and over how many of the last days. */
const KNOWN_EMPLOYER_JOBS = 3;
const KNOWN_EMPLOYER_DAYS = 56;

export type CorpusSummary = { records: number; jobs: number; reposts: number };

export type GeneratedPlace = AuthoredPlace & { latitude: number; longitude: number };

export type GeneratedEmployer = {
  name: string;
  family: OccupationFamily | 'agency';
  sectorCode: string;
  activity: string;
  sizeCode: string;
  cocNumber: string;
  domain: string;
  websiteUrl: string | null;
  linkedinId: string | null;
  place: GeneratedPlace;
  street: string;
  postalCode: string;
  isAgency: boolean;
};

const DAY_MS = 86_400_000;
const CORPUS_DAYS = 426;
/** Share of the jobs a staffing agency posts instead of the employer, in the families agencies work in. */
const AGENCY_SHARE = 0.2;
const AGENCY_FAMILIES = new Set([
  'productie',
  'logistiek',
  'horeca',
  'schoonmaak',
  'administratie',
  'techniek',
  'bouw',
  'handel',
]);
/** How many sites post one job: 1 (40 %), 2 (35 %), 3 (18 %), 4 (7 %): about half of the records are reposts. */
const SITES_PER_JOB = [1, 2, 3, 4];
const SITES_WEIGHTS = cumulativeWeights([40, 35, 18, 7]);

function fill(pattern: string, random: Random, place: GeneratedPlace): string {
  return pattern
    .replace('{surname}', () => random.pick(SURNAMES))
    .replace('{place}', place.name)
    .replace('{region}', () => (random.chance(0.5) ? PROVINCES[place.province] : random.pick(REGIONS)))
    .replace('{tree}', () => random.pick(TREES))
    .replace('{word}', () => random.pick(WORDS));
}

/**
 * A deterministic, realistic Dutch JobPosting feed: the same count, seed and day give the same
 * records. Jobs are composed per occupation, spread over the country by population, posted
 * over the past 14 months (a little more in recent months), and partly reposted on other sites
 * with the variations sites add, so deduplication can be measured against `summary`.
 */
export class CorpusGenerator {
  readonly summary: CorpusSummary = { records: 0, jobs: 0, reposts: 0 };
  private readonly random: Random;
  private readonly places: GeneratedPlace[];
  private readonly placeWeights: number[];
  private readonly occupationWeights: number[];
  private readonly employers = new Map<string, GeneratedEmployer[]>();
  /** The employers of a family rooted in one province (`family|province`), in the order they were created. */
  private readonly employersByProvince = new Map<string, GeneratedEmployer[]>();
  /** Each family's share of the occupations' weight, out of 220. */
  private readonly familyShares = new Map<string, number>();
  private readonly usedNames = new Set<string>();
  /** employer|place|occupation → last day a job of it was posted: two distinct jobs never look like reposts. */
  private readonly recentJobs = new Map<string, number>();
  private jobNumber = 0;
  /** Jobs of known employers by day; drawn with their own random source, so the rest of the corpus is as without them. */
  private readonly knownJobs = new Map<
    number,
    Array<{ employer: GeneratedEmployer; occupation: AuthoredOccupation }>
  >();
  private knownRecords = 0;
  private knownPlanned = 0;

  constructor(private readonly options: CorpusOptions) {
    this.random = new Random(`koers-corpus:${options.seed}`);
    const coordinates = new Map(
      buildPlaceCatalogue()
        .filter((place) => place.source === 'authored')
        .map((place) => [place.name, place]),
    );
    this.places = AUTHORED_PLACES.map((place) => {
      const known = coordinates.get(place.name);
      return { ...place, latitude: known?.latitude ?? 52.1, longitude: known?.longitude ?? 5.1 };
    });
    this.placeWeights = cumulativeWeights(this.places.map((place) => place.population));
    this.occupationWeights = cumulativeWeights(AUTHORED_OCCUPATIONS.map((occupation) => occupation.weight));
    this.knownRandom = new Random(`koers-corpus-known:${options.seed}`);
    // An empty corpus (SEED_VACANCIES_COUNT=0) stays empty.
    if (options.count > 0) this.planKnownEmployers(options.knownEmployers ?? []);
  }

  private readonly knownRandom: Random;

  private planKnownEmployers(known: KnownEmployer[]): void {
    const byCode = new Map(AUTHORED_OCCUPATIONS.map((occupation) => [authoredOccupationCode(occupation), occupation]));
    const end = Math.floor(this.options.now.getTime() / DAY_MS);
    for (const entry of known) {
      const occupations = entry.occupationCodes.flatMap((code) => byCode.get(code) ?? []);
      const place = this.places.find((candidate) => candidate.name === entry.city);
      const first = occupations[0];
      if (!first || !place) continue;
      const material = FAMILY_MATERIAL[first.family];
      const employer: GeneratedEmployer = {
        name: entry.name,
        family: first.family,
        sectorCode: material.sectors[0] ?? 'N',
        activity: material.activities[0] ?? '',
        sizeCode: material.sizes[0] ?? '10-49',
        cocNumber: entry.cocNumber,
        domain: entry.websiteUrl
          ? new URL(entry.websiteUrl).hostname.replace(/^www\./, '')
          : `${slugify(entry.name)}.example`,
        websiteUrl: entry.websiteUrl,
        linkedinId: null,
        place,
        street: entry.street,
        postalCode: entry.postalCode,
        isAgency: false,
      };
      this.usedNames.add(employer.name);
      for (let job = 0; job < KNOWN_EMPLOYER_JOBS; job++) {
        const day = end - this.knownRandom.int(0, KNOWN_EMPLOYER_DAYS - 1);
        const list = this.knownJobs.get(day) ?? [];
        list.push({ employer, occupation: occupations[job % occupations.length] as AuthoredOccupation });
        this.knownJobs.set(day, list);
        this.knownPlanned++;
      }
    }
  }

  /** Records of the corpus proper (without the known employers' jobs): what `count` counts. */
  private get counted(): number {
    return this.summary.records - this.knownRecords;
  }

  /** The records in posting order, as JSON-LD objects. */
  *records(): Generator<Record<string, unknown>> {
    const { count } = this.options;
    const end = Math.floor(this.options.now.getTime() / DAY_MS);
    const start = end - CORPUS_DAYS + 1;
    // Recent months a little busier: from 0.85 to 1.15 of the average.
    const dayWeights = Array.from({ length: CORPUS_DAYS }, (_, index) => 0.85 + (0.3 * index) / (CORPUS_DAYS - 1));
    const totalWeight = dayWeights.reduce((sum, weight) => sum + weight, 0);
    const pending = new Map<number, Array<Record<string, unknown>>>();
    let target = 0;
    // Once `count` records are out, only the known employers' jobs follow, on their days.
    for (
      let index = 0;
      index < CORPUS_DAYS && (this.counted < count || this.knownRecords < this.knownPlanned);
      index++
    ) {
      const day = start + index;
      target = index === CORPUS_DAYS - 1 ? count : target + (count * (dayWeights[index] as number)) / totalWeight;
      for (const repost of pending.get(day) ?? []) {
        if (this.counted >= count) break;
        this.summary.records++;
        this.summary.reposts++;
        yield repost;
      }
      pending.delete(day);
      for (const known of this.knownJobs.get(day) ?? []) {
        this.summary.jobs++;
        this.summary.records++;
        this.knownRecords++;
        yield this.knownJob(known.employer, known.occupation, day);
      }
      while (this.counted < Math.round(target)) {
        const [original, ...reposts] = this.newJob(day, end);
        this.summary.jobs++;
        this.summary.records++;
        yield original?.posting as Record<string, unknown>;
        for (const repost of reposts) {
          const list = pending.get(repost.day) ?? [];
          list.push(repost.posting);
          pending.set(repost.day, list);
        }
      }
    }
  }

  private pickPlace(): GeneratedPlace {
    return this.random.weighted(this.places, this.placeWeights);
  }

  private employerFor(family: OccupationFamily, place: GeneratedPlace): GeneratedEmployer {
    // About one employer per eight jobs of a family, each rooted in a place.
    const pool = this.employers.get(family) ?? [];
    let familyShare = this.familyShares.get(family);
    if (familyShare === undefined) {
      familyShare = AUTHORED_OCCUPATIONS.filter((o) => o.family === family).reduce((sum, o) => sum + o.weight, 0) / 220;
      this.familyShares.set(family, familyShare);
    }
    const poolSize = Math.max(4, Math.round((this.options.count * familyShare) / 8));
    if (pool.length < poolSize && (pool.length === 0 || this.random.chance(0.35))) {
      const employer = this.createEmployer(family, place);
      this.addEmployer(family, employer);
      return employer;
    }
    // Prefer an employer from the same province: jobs cluster where employers are. Kept per
    // province as they are created (filtering the family's pool per job was a tenth of a bench's Node time).
    const near = this.employersByProvince.get(`${family}|${place.province}`) ?? [];
    return this.random.pick(near.length > 0 && this.random.chance(0.8) ? near : pool);
  }

  private addEmployer(family: OccupationFamily, employer: GeneratedEmployer) {
    const pool = this.employers.get(family) ?? [];
    pool.push(employer);
    this.employers.set(family, pool);
    const key = `${family}|${employer.place.province}`;
    const near = this.employersByProvince.get(key) ?? [];
    near.push(employer);
    this.employersByProvince.set(key, near);
  }

  private createEmployer(family: OccupationFamily | 'agency', place: GeneratedPlace): GeneratedEmployer {
    const material = family === 'agency' ? null : FAMILY_MATERIAL[family];
    let name = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      name = material
        ? fill(this.random.pick(material.employerNames), this.random, place)
        : (AGENCY_NAMES[this.employers.get('agency')?.length ?? 0] ?? this.random.pick(AGENCY_NAMES));
      if (!this.usedNames.has(name)) break;
      name = `${name} ${place.name}`;
      if (!this.usedNames.has(name)) break;
    }
    // Two employers never share a name: the corpus's truth about reposts depends on it.
    for (let branch = 2; this.usedNames.has(name); branch++)
      name = `${name.replace(/ vestiging \d+$/, '')} vestiging ${branch}`;
    this.usedNames.add(name);
    const domain = `${slugify(name).replace(/-/g, '')}.example`;
    const postalNumber = this.random.int(place.postalCodes[0], place.postalCodes[1]);
    const letters = String.fromCharCode(65 + this.random.int(0, 25), 65 + this.random.int(0, 25));
    return {
      name: material && this.random.chance(0.3) ? `${name} B.V.` : name,
      family,
      sectorCode: material ? this.random.pick(material.sectors) : 'N',
      activity: material ? this.random.pick(material.activities) : 'Uitzendbureau en arbeidsbemiddeling',
      sizeCode: material ? this.random.pick(material.sizes) : '100-249',
      cocNumber: String(this.random.int(10_000_000, 99_999_999)),
      domain,
      websiteUrl: this.random.chance(0.85) ? `https://www.${domain}` : null,
      linkedinId: this.random.chance(0.4) ? slugify(name) : null,
      place,
      street: `${this.random.pick(STREETS)} ${this.random.int(1, 180)}`,
      postalCode: `${postalNumber} ${letters}`,
      isAgency: family === 'agency',
    };
  }

  private newJob(day: number, lastDay: number): Array<{ day: number; posting: Record<string, unknown> }> {
    let occupation: AuthoredOccupation = this.random.weighted(AUTHORED_OCCUPATIONS, this.occupationWeights);
    let place = this.pickPlace();
    let employer =
      AGENCY_FAMILIES.has(occupation.family) && this.random.chance(AGENCY_SHARE)
        ? this.agency(place)
        : this.employerFor(occupation.family, place);
    // Employers post mostly in their own town.
    if (!employer.isAgency && this.random.chance(0.75)) place = employer.place;
    // One employer never has two distinct jobs of one occupation in one place within 90 days:
    // those would be the same job, and the corpus must say truthfully which postings are reposts.
    const taken = () => {
      const last = this.recentJobs.get(`${employer.name}|${place.name}|${occupation.key}`);
      return last !== undefined && day - last <= 90;
    };
    for (let attempt = 0; attempt < 10 && taken(); attempt++) {
      occupation = this.random.weighted(AUTHORED_OCCUPATIONS, this.occupationWeights);
      if (!employer.isAgency) employer = this.employerFor(occupation.family, place);
    }
    if (taken()) {
      employer = this.createEmployer(occupation.family, place);
      if (this.employers.has(occupation.family)) this.addEmployer(occupation.family, employer);
    }
    this.recentJobs.set(`${employer.name}|${place.name}|${occupation.key}`, day);
    this.jobNumber++;
    // Other sites pick the job up in the days after; what would appear after today never does.
    const sites = this.random.weighted(SITES_PER_JOB, SITES_WEIGHTS);
    const days = [day];
    for (let site = 1; site < sites; site++) {
      const repostDay = day + site + this.random.int(0, 6);
      if (repostDay <= lastDay) days.push(repostDay);
    }
    const job: GeneratedJob = {
      number: this.jobNumber,
      occupation,
      employer,
      place,
      days,
      notAfter: this.options.now.getTime(),
    };
    return composePosting(job, this.random).map((posting, index) => ({ day: days[index] as number, posting }));
  }

  /** One posting, on one site, of a known employer in its own town. */
  private knownJob(employer: GeneratedEmployer, occupation: AuthoredOccupation, day: number): Record<string, unknown> {
    const job: GeneratedJob = {
      number: 1_000_000 + this.knownRecords,
      occupation,
      employer,
      place: employer.place,
      days: [day],
      notAfter: this.options.now.getTime(),
    };
    return composePosting(job, this.knownRandom)[0] as Record<string, unknown>;
  }

  private agency(place: GeneratedPlace): GeneratedEmployer {
    const pool = this.employers.get('agency') ?? [];
    if (pool.length < AGENCY_NAMES.length) {
      const agency = this.createEmployer('agency', place);
      pool.push(agency);
      this.employers.set('agency', pool);
      return agency;
    }
    return this.random.pick(pool);
  }
}
