import { createHash } from 'node:crypto';
import type { SourceType } from '@koers/shared';
import { hostOf, sameSite } from '../../../lib/hosts';
import { employerSearchName, normalizeText } from '../../../lib/text';
import {
  asList,
  cocNumberOf,
  contractTypeOf,
  dateOf,
  educationLevelOf,
  employmentTypeOf,
  experienceYearsOf,
  hoursOf,
  httpUrlOf,
  iscoCodeOf,
  isRecord,
  type Json,
  linkedinIdOf,
  numberOf,
  salaryOf,
  sectorOf,
  sizeOf,
  textOf,
} from './field-parsers';
import { simhash, titleKey } from './fingerprints';
import { plainField, sanitizeVacancyHtml, sanitizeVacancyHtmlAndText } from './sanitize';

/** A record the pipeline refuses, with a Dutch reason for the error report. */
export class RecordError extends Error {}

export type PostingAddress = {
  postalCode: string | null;
  city: string | null;
  region: string | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type NormalizedEmployer = {
  name: string;
  searchName: string;
  cocNumber: string | null;
  city: string | null;
  sectorCode: string | null;
  activity: string | null;
  sizeCode: string | null;
  websiteUrl: string | null;
  linkedinId: string | null;
  isIntermediary: boolean;
  address: PostingAddress | null;
};

/** One JobPosting after validation, sanitising and normalising; not yet geocoded or classified. */
export type NormalizedPosting = {
  sourceKey: string;
  sourceUrl: string | null;
  domain: string;
  sourceType: SourceType;
  contentHash: string;
  title: string;
  titleKey: string;
  fullText: string;
  plainText: string;
  simhash: bigint;
  postedAt: Date;
  validThrough: Date | null;
  educationLevelCode: string | null;
  employmentTypeCode: string | null;
  contractTypeCode: string | null;
  iscoCode: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  salary: { min: number; max: number; currency: string; unit: string } | null;
  workExperienceYears: number | null;
  address: PostingAddress;
  employer: NormalizedEmployer;
  viaIntermediary: boolean;
  contactPerson: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  functionProfile: string | null;
  profile: string | null;
  benefits: string | null;
  applicationProcedure: string | null;
  employerDescription: string | null;
};

export type NormalizeOptions = {
  /** Domain of the site the feed comes from, when records carry no URL of their own. */
  defaultDomain: string | null;
  /** Postings older than this or dated in the future are refused (the clock of the import). */
  now: Date;
};

function addressOf(place: Json): PostingAddress | null {
  const first = asList(place)[0];
  if (!isRecord(first)) return null;
  const address = isRecord(first.address) ? first.address : first['@type'] === 'PostalAddress' ? first : null;
  const geo = isRecord(first.geo) ? first.geo : null;
  const result: PostingAddress = {
    postalCode: address ? textOf(address.postalCode) : null,
    city: address ? plainField(address.addressLocality, 100) : null,
    region: address ? textOf(address.addressRegion) : null,
    street: address ? plainField(address.streetAddress, 200) : null,
    latitude: geo ? numberOf(geo.latitude) : null,
    longitude: geo ? numberOf(geo.longitude) : null,
  };
  if (address) {
    const country = textOf(address.addressCountry);
    if (country && !/^(nl|nld|nederland|netherlands|the netherlands)$/i.test(country.trim())) {
      throw new RecordError(`de standplaats ligt niet in Nederland (${country})`);
    }
  }
  return result;
}

function employerOf(raw: Record<string, Json>): NormalizedEmployer {
  const organization = raw.hiringOrganization;
  const record = isRecord(organization) ? organization : null;
  const name = plainField(record ? record.name : organization, 200);
  if (!name) throw new RecordError('hiringOrganization.name ontbreekt');
  const sameAs = record ? asList(record.sameAs) : [];
  const websiteUrl =
    (record && httpUrlOf(record.url)) ??
    sameAs.map(httpUrlOf).find((url) => url !== null && !/linkedin\.com/i.test(url)) ??
    null;
  const address = record?.address ? addressOf({ address: record.address }) : null;
  return {
    name,
    searchName: employerSearchName(name),
    cocNumber: record ? cocNumberOf(record) : null,
    city: address?.city ?? null,
    sectorCode: sectorOf(raw.industry ?? record?.industry, record?.isicV4),
    activity: record ? plainField(record.description, 300) : null,
    sizeCode: record ? sizeOf(record.numberOfEmployees) : null,
    websiteUrl,
    linkedinId: linkedinIdOf(sameAs),
    isIntermediary: record?.['@type'] === 'EmploymentAgency',
    address,
  };
}

/**
 * Validates and normalises one schema.org JobPosting. Throws RecordError (Dutch) for a record
 * that cannot become a vacancy: no title, text, posting date, employer or way to tell it apart.
 */
export function normalizePosting(value: Json, options: NormalizeOptions): NormalizedPosting {
  if (!isRecord(value)) throw new RecordError('het record is geen JSON-object');
  const type = value['@type'];
  if (type !== undefined && type !== 'JobPosting')
    throw new RecordError(`@type moet JobPosting zijn, niet ${String(type)}`);
  const title = plainField(value.title, 200);
  if (!title) throw new RecordError('title ontbreekt');
  const rawDescription = textOf(value.description);
  if (!rawDescription) throw new RecordError('description ontbreekt');
  const description = sanitizeVacancyHtmlAndText(rawDescription);
  if (!description) throw new RecordError('description bevat geen leesbare tekst');
  const postedAt = dateOf(value.datePosted);
  if (!postedAt) throw new RecordError('datePosted ontbreekt of is geen geldige datum');
  if (postedAt.getTime() > options.now.getTime() + 86_400_000) throw new RecordError('datePosted ligt in de toekomst');
  const validThrough = dateOf(value.validThrough);

  const sourceUrl = httpUrlOf(value.url);
  const domain = hostOf(sourceUrl) ?? options.defaultDomain;
  if (!domain) throw new RecordError('url ontbreekt; geef de bron op met --bron');
  const identifier = isRecord(value.identifier) ? textOf(value.identifier.value) : textOf(value.identifier);
  const postingKey = identifier ?? sourceUrl;
  if (!postingKey) throw new RecordError('identifier en url ontbreken; de vacature is niet te herkennen');

  const employer = employerOf(value);
  const employerHost = hostOf(employer.websiteUrl);
  const sourceType: SourceType = sameSite(domain, employerHost)
    ? employer.isIntermediary
      ? 'intermediary'
      : 'employer_site'
    : 'job_board';
  const address = addressOf(value.jobLocation) ?? {
    postalCode: null,
    city: null,
    region: null,
    street: null,
    latitude: null,
    longitude: null,
  };
  const hours = hoursOf(value.workHours);
  const { html: fullText, text: plainText } = description;
  const contact = isRecord(value.applicationContact) ? value.applicationContact : {};
  const email = textOf(contact.email);

  return {
    sourceKey: `${domain}|${postingKey}`,
    sourceUrl,
    domain,
    sourceType,
    contentHash: createHash('sha256').update(JSON.stringify(value)).digest('hex'),
    title,
    titleKey: titleKey(title, address.city) || normalizeText(title),
    fullText,
    plainText,
    simhash: simhash(plainText),
    postedAt,
    validThrough,
    educationLevelCode: educationLevelOf(value.educationRequirements),
    employmentTypeCode: employmentTypeOf(value.employmentType, hours?.max ?? null),
    contractTypeCode: contractTypeOf(value.employmentType, plainText, employer.isIntermediary),
    iscoCode: iscoCodeOf(value.occupationalCategory),
    hoursMin: hours?.min ?? null,
    hoursMax: hours?.max ?? null,
    salary: salaryOf(value.baseSalary ?? value.estimatedSalary),
    workExperienceYears: experienceYearsOf(value.experienceRequirements),
    address,
    employer,
    viaIntermediary: employer.isIntermediary,
    contactPerson: plainField(contact.name, 120),
    contactEmail: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email.toLowerCase() : null,
    contactPhone: plainField(contact.telephone, 40),
    functionProfile: sanitizeVacancyHtml(textOf(value.responsibilities)),
    profile: sanitizeVacancyHtml(textOf(value.qualifications) ?? textOf(value.skills)),
    benefits: sanitizeVacancyHtml(textOf(value.jobBenefits)),
    applicationProcedure: sanitizeVacancyHtml(textOf(contact.description)),
    employerDescription: sanitizeVacancyHtml(textOf(value.employerOverview)),
  };
}
