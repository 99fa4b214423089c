import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
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
import type { EmployerRow, EmployerWithCount, SourceRow, VacancyWithRelations } from './vacancies.repository';

export const EXTERNAL_VACANCY_INCLUDES = [
  'contact_details',
  'default_source',
  'education_level',
  'organization',
  'sources',
] as const;
export type ExternalVacancyInclude = (typeof EXTERNAL_VACANCY_INCLUDES)[number];

const nameOf = (entries: ReadonlyArray<{ code: string; name?: string; label?: string }>, code: string | null) =>
  code
    ? (entries.find((entry) => entry.code === code)?.name ??
      entries.find((entry) => entry.code === code)?.label ??
      null)
    : null;

const coordinates = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null;

export function serializeOrganization(employer: EmployerRow | EmployerWithCount): Resource {
  const size = ORGANIZATION_SIZES.find((entry) => entry.code === employer.sizeCode);
  return resource('internet_employers', employer.id, {
    name: employer.name,
    location: employer.city,
    sector: nameOf(SECTORS, employer.sectorCode),
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
    humanSourceType: nameOf(SOURCE_TYPES, source.sourceType),
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
  return resource('education_levels', code, { code, name: nameOf(EDUCATION_LEVELS, code) ?? code });
}

export type SerializeOptions = {
  now: Date;
  distanceKm?: number | null;
  /** Sources of the vacancy, when `sources` is included. */
  sources?: SourceRow[];
};

/** An internet vacancy (SPEC §3 "External (internet) vacancy"), attributes listed one by one. */
export function serializeExternalVacancy(vacancy: VacancyWithRelations, options: SerializeOptions): Resource {
  const level = availabilityLevel(
    dayNumber(vacancy.postedAt),
    vacancy.validThrough ? dayNumber(vacancy.validThrough) : null,
    dayNumber(options.now),
  );
  const contractName = nameOf(CONTRACT_TYPES, vacancy.contractTypeCode);
  return resource(
    'external_vacancies',
    vacancy.id,
    {
      title: vacancy.title,
      fullText: vacancy.fullText,
      availabilityLevel: level,
      humanAvailability: humanAvailability(level),
      createdAtRemote: vacancy.postedAt.toISOString(),
      validThrough: vacancy.validThrough?.toISOString() ?? null,
      educationLevelCode: vacancy.educationLevelCode,
      humanEducationLevel: nameOf(EDUCATION_LEVELS, vacancy.educationLevelCode),
      employmentTypeCode: vacancy.employmentTypeCode,
      humanEmploymentType: nameOf(EMPLOYMENT_TYPES, vacancy.employmentTypeCode),
      contractType: vacancy.contractTypeCode ? { code: vacancy.contractTypeCode, name: contractName } : null,
      professionCode: vacancy.professionCode,
      jobTitle: vacancy.jobTitleId ? { id: vacancy.jobTitleId, labelNl: vacancy.jobTitleLabel } : null,
      hoursPerWeek:
        vacancy.hoursMin !== null || vacancy.hoursMax !== null
          ? { min: vacancy.hoursMin, max: vacancy.hoursMax }
          : null,
      salary:
        vacancy.salaryMin !== null
          ? {
              min: vacancy.salaryMin,
              max: vacancy.salaryMax,
              currency: vacancy.salaryCurrency,
              period: 'month',
              originalUnit: vacancy.salaryUnit,
            }
          : null,
      workExperienceYears: vacancy.workExperienceYears,
      location: {
        city: vacancy.city,
        postalCode: vacancy.postalCode,
        provinceCode: vacancy.provinceCode,
        coordinates: coordinates(vacancy.latitude, vacancy.longitude),
      },
      distance:
        options.distanceKm === undefined || options.distanceKm === null
          ? null
          : Math.round(options.distanceKm * 100) / 100,
      organizationName: vacancy.employer.name,
      viaIntermediary: vacancy.viaIntermediary,
      functionProfile: vacancy.functionProfile,
      profile: vacancy.profile,
      benefits: vacancy.benefits,
      applicationProcedure: vacancy.applicationProcedure,
      employerDescription: vacancy.employerDescription,
    },
    {
      relationships: {
        organization: relationship(identifier('internet_employers', vacancy.employerId)),
        contact_details: relationship(identifier('contact_details', vacancy.id)),
        default_source: relationship(identifier('vacancy_sources', vacancy.defaultSourceId)),
        education_level: relationship(identifier('education_levels', vacancy.educationLevelCode)),
        ...(options.sources
          ? { sources: relationship(options.sources.map((source) => ({ type: 'vacancy_sources', id: source.id }))) }
          : {}),
      },
    },
  );
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
