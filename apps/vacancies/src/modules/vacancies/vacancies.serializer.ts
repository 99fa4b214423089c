import {
  identifier,
  type Relationship,
  type Resource,
  relationship,
  resource,
} from '@koers/server-core/jsonapi/document';
import {
  CONTRACT_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  humanAvailability,
  ORGANIZATION_SIZES,
  SECTORS,
  SOURCE_TYPES,
} from '@koers/shared';
import { hostOf } from '../../lib/hosts';
import { availabilityLevel } from './availability';
import { dayNumber } from './geo';
import type {
  EmployerRow,
  EmployerWithCount,
  SourceRow,
  VacancyShapeName,
  VacancyWithRelations,
} from './vacancies.repository';

export const EXTERNAL_VACANCY_INCLUDES = [
  'contact_details',
  'default_source',
  'education_level',
  'organization',
  'sources',
] as const;
export type ExternalVacancyInclude = (typeof EXTERNAL_VACANCY_INCLUDES)[number];

/** Code → shown name of a reference list, made once (a search serialises 20 vacancies per ask). */
function namesOf(entries: ReadonlyArray<{ code: string; name?: string; label?: string }>): Map<string, string | null> {
  return new Map(entries.map((entry) => [entry.code, entry.name ?? entry.label ?? null]));
}
const SECTOR_NAMES = namesOf(SECTORS);
const SOURCE_TYPE_NAMES = namesOf(SOURCE_TYPES);
const EDUCATION_LEVEL_NAMES = namesOf(EDUCATION_LEVELS);
const EMPLOYMENT_TYPE_NAMES = namesOf(EMPLOYMENT_TYPES);
const CONTRACT_TYPE_NAMES = namesOf(CONTRACT_TYPES);
const nameOf = (names: Map<string, string | null>, code: string | null) => (code ? (names.get(code) ?? null) : null);

const coordinates = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null;

export function serializeOrganization(employer: EmployerRow | EmployerWithCount): Resource {
  const size = ORGANIZATION_SIZES.find((entry) => entry.code === employer.sizeCode);
  return resource('internet_employers', employer.id, {
    name: employer.name,
    location: employer.city,
    sector: nameOf(SECTOR_NAMES, employer.sectorCode),
    sectorCode: employer.sectorCode,
    activity: employer.activity,
    size: size ? { code: size.code, short: size.short, long: size.long } : null,
    cocNumber: employer.cocNumber,
    website: hostOf(employer.websiteUrl) ? `www.${hostOf(employer.websiteUrl)}` : null,
    websiteUrl: employer.websiteUrl,
    linkedinId: employer.linkedinId,
    linkedinUrl: employer.linkedinId
      ? `https://www.linkedin.com/company/${encodeURIComponent(employer.linkedinId)}`
      : null,
    isIntermediary: employer.isIntermediary,
    ...('vacancyCount' in employer ? { vacancyCount: employer.vacancyCount } : {}),
  });
}

export function serializeSource(source: SourceRow): Resource {
  return resource('vacancy_sources', source.id, {
    sourceUrl: source.sourceUrl,
    domain: source.domain,
    sourceType: source.sourceType,
    humanSourceType: nameOf(SOURCE_TYPE_NAMES, source.sourceType),
    foundAt: source.foundAt.toISOString(),
    title: source.title,
  });
}

export function serializeContactDetails(vacancy: VacancyWithRelations): Resource {
  return resource('contact_details', vacancy.id, {
    name: vacancy.contactName,
    contactPerson: vacancy.contactPerson,
    email: vacancy.contactEmail,
    phone: vacancy.contactPhone,
    humanAddress: vacancy.contactAddress,
    coordinates: coordinates(vacancy.contactLatitude, vacancy.contactLongitude),
  });
}

export function serializeEducationLevel(code: string): Resource {
  return resource('education_levels', code, { code, name: nameOf(EDUCATION_LEVEL_NAMES, code) ?? code });
}

export type SerializeOptions = {
  now: Date;
  distanceKm?: number | null;
  /** Sources of the vacancy, when `sources` is included. */
  sources?: SourceRow[];
  /** A sparse fieldset (`fields[external_vacancies]`): only these attributes and relationships. */
  fields?: ReadonlySet<string> | undefined;
};

const levelOf = (vacancy: VacancyWithRelations, now: Date) =>
  availabilityLevel(
    dayNumber(vacancy.postedAt),
    vacancy.validThrough ? dayNumber(vacancy.validThrough) : null,
    dayNumber(now),
  );

type Attribute = (vacancy: VacancyWithRelations, options: SerializeOptions) => unknown;

/**
 * An internet vacancy's attributes (SPEC §3 "External (internet) vacancy"), each made by its own
 * function, made once: a sparse fieldset makes only the attributes it names.
 */
const ATTRIBUTES = {
  title: (vacancy) => vacancy.title,
  fullText: (vacancy) => vacancy.fullText,
  availabilityLevel: (vacancy, { now }) => levelOf(vacancy, now),
  humanAvailability: (vacancy, { now }) => humanAvailability(levelOf(vacancy, now)),
  createdAtRemote: (vacancy) => vacancy.postedAt.toISOString(),
  validThrough: (vacancy) => vacancy.validThrough?.toISOString() ?? null,
  educationLevelCode: (vacancy) => vacancy.educationLevelCode,
  humanEducationLevel: (vacancy) => nameOf(EDUCATION_LEVEL_NAMES, vacancy.educationLevelCode),
  employmentTypeCode: (vacancy) => vacancy.employmentTypeCode,
  humanEmploymentType: (vacancy) => nameOf(EMPLOYMENT_TYPE_NAMES, vacancy.employmentTypeCode),
  contractType: (vacancy) =>
    vacancy.contractTypeCode
      ? { code: vacancy.contractTypeCode, name: nameOf(CONTRACT_TYPE_NAMES, vacancy.contractTypeCode) }
      : null,
  professionCode: (vacancy) => vacancy.professionCode,
  jobTitle: (vacancy) => (vacancy.jobTitleId ? { id: vacancy.jobTitleId, labelNl: vacancy.jobTitleLabel } : null),
  hoursPerWeek: (vacancy) =>
    vacancy.hoursMin !== null || vacancy.hoursMax !== null ? { min: vacancy.hoursMin, max: vacancy.hoursMax } : null,
  salary: (vacancy) =>
    vacancy.salaryMin !== null
      ? {
          min: vacancy.salaryMin,
          max: vacancy.salaryMax,
          currency: vacancy.salaryCurrency,
          period: 'month',
          originalUnit: vacancy.salaryUnit,
        }
      : null,
  workExperienceYears: (vacancy) => vacancy.workExperienceYears,
  location: (vacancy) => ({
    city: vacancy.city,
    postalCode: vacancy.postalCode,
    provinceCode: vacancy.provinceCode,
    coordinates: coordinates(vacancy.latitude, vacancy.longitude),
  }),
  distance: (_vacancy, { distanceKm }) =>
    distanceKm === undefined || distanceKm === null ? null : Math.round(distanceKm * 100) / 100,
  organizationName: (vacancy) => vacancy.employer.name,
  viaIntermediary: (vacancy) => vacancy.viaIntermediary,
  functionProfile: (vacancy) => vacancy.functionProfile,
  profile: (vacancy) => vacancy.profile,
  benefits: (vacancy) => vacancy.benefits,
  applicationProcedure: (vacancy) => vacancy.applicationProcedure,
  employerDescription: (vacancy) => vacancy.employerDescription,
} satisfies Record<string, Attribute>;
const ATTRIBUTE_NAMES = Object.keys(ATTRIBUTES) as Array<keyof typeof ATTRIBUTES>;

type Relation = (vacancy: VacancyWithRelations, options: SerializeOptions) => Relationship | undefined;
const RELATIONSHIPS = {
  organization: (vacancy) => relationship(identifier('internet_employers', vacancy.employerId)),
  contact_details: (vacancy) => relationship(identifier('contact_details', vacancy.id)),
  default_source: (vacancy) => relationship(identifier('vacancy_sources', vacancy.defaultSourceId)),
  education_level: (vacancy) => relationship(identifier('education_levels', vacancy.educationLevelCode)),
  sources: (_vacancy, { sources }) =>
    sources ? relationship(sources.map((source) => ({ type: 'vacancy_sources', id: source.id }))) : undefined,
} satisfies Record<string, Relation>;
const RELATIONSHIP_NAMES = Object.keys(RELATIONSHIPS) as Array<keyof typeof RELATIONSHIPS>;

/** What `fields[external_vacancies]` may name: every attribute and relationship. */
export const EXTERNAL_VACANCY_FIELDS: readonly string[] = [...ATTRIBUTE_NAMES, ...RELATIONSHIP_NAMES];

/** The attributes that need the long texts of the vacancy (its full record, not a list's card). */
const LONG_TEXT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'fullText',
  'profile',
  'benefits',
  'applicationProcedure',
  'employerDescription',
]);

/**
 * The fields the list's statement serves (vacancies.repository.ts `listCardColumns`): they read
 * only the columns it loads. A fieldset within these, without contact details or sources
 * included, is answered from it.
 */
export const LIST_CARD_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'availabilityLevel',
  'humanAvailability',
  'createdAtRemote',
  'validThrough',
  'educationLevelCode',
  'humanEducationLevel',
  'professionCode',
  'workExperienceYears',
  'location',
  'distance',
  'organizationName',
  'viaIntermediary',
  'functionProfile',
  'organization',
  'contact_details',
  'default_source',
  'education_level',
]);

/** Which statement loads a page for this fieldset and these includes (vacancies.repository.ts). */
export function vacancyShapeFor(
  fields: ReadonlySet<string> | undefined,
  include: ReadonlySet<string>,
): VacancyShapeName {
  if (fields === undefined) return 'whole';
  if (
    [...fields].every((name) => LIST_CARD_FIELDS.has(name)) &&
    !include.has('contact_details') &&
    !include.has('default_source')
  )
    return 'list';
  return [...LONG_TEXT_ATTRIBUTES].some((name) => fields.has(name)) ? 'whole' : 'cards';
}

/** An internet vacancy (SPEC §3 "External (internet) vacancy"); with `fields`, only those. */
export function serializeExternalVacancy(vacancy: VacancyWithRelations, options: SerializeOptions): Resource {
  const { fields } = options;
  const attributes: Record<string, unknown> = {};
  for (const name of ATTRIBUTE_NAMES) {
    if (!fields || fields.has(name)) attributes[name] = ATTRIBUTES[name](vacancy, options);
  }
  const relationships: Record<string, Relationship> = {};
  let related = false;
  for (const name of RELATIONSHIP_NAMES) {
    if (fields && !fields.has(name)) continue;
    const value = RELATIONSHIPS[name](vacancy, options);
    if (value) {
      relationships[name] = value;
      related = true;
    }
  }
  return resource('external_vacancies', vacancy.id, attributes, related ? { relationships } : {});
}

/** The resources `include` asks for, for a list of serialised vacancies. */
export function includedFor(
  vacancies: VacancyWithRelations[],
  include: ReadonlySet<string>,
  sourcesByVacancy: Map<string, SourceRow[]>,
): Resource[] {
  const included: Resource[] = [];
  for (const vacancy of vacancies) {
    if (include.has('organization')) included.push(serializeOrganization(vacancy.employer));
    if (include.has('contact_details')) included.push(serializeContactDetails(vacancy));
    if (include.has('default_source') && vacancy.defaultSource) included.push(serializeSource(vacancy.defaultSource));
    if (include.has('education_level') && vacancy.educationLevelCode)
      included.push(serializeEducationLevel(vacancy.educationLevelCode));
    if (include.has('sources'))
      for (const source of sourcesByVacancy.get(vacancy.id) ?? []) included.push(serializeSource(source));
  }
  return included;
}
