import type { ExplorerConfiguration, ExplorerResourceType } from '@koers/shared/explorers';
import type { Match } from '@koers/shared/match';

/** SPEC §3 Explorer as the API sends it. */
export type Explorer = {
  id: string;
  name: string;
  resourceType: ExplorerResourceType;
  primary: boolean;
  position: number;
  /** The `/vacancies/{tab}` it answers to. */
  tab: string;
  indexConfiguration: ExplorerConfiguration;
  detailConfiguration: ExplorerConfiguration;
};

/** An internet vacancy (SPEC §3 "External (internet) vacancy"), as far as the screens use it. */
export type ExternalVacancy = {
  /** The explained match with the candidate (issue 18.8), when the search carried a profile. */
  match?: Match | null;
  id: string;
  title: string;
  fullText: string | null;
  availabilityLevel: number;
  humanAvailability: string;
  createdAtRemote: string;
  validThrough: string | null;
  educationLevelCode: string | null;
  humanEducationLevel: string | null;
  humanEmploymentType: string | null;
  contractType: { code: string; name: string | null } | null;
  jobTitle: { id: string; labelNl: string | null } | null;
  hoursPerWeek: { min: number | null; max: number | null } | null;
  salary: { min: number; max: number | null; currency: string | null } | null;
  workExperienceYears: number | null;
  location: {
    city: string | null;
    postalCode: string | null;
    coordinates: { lat: number; lon: number } | null;
  } | null;
  distance: number | null;
  organizationName: string | null;
  viaIntermediary: boolean | null;
  functionProfile: string | null;
  profile: string | null;
  benefits: string | null;
  applicationProcedure: string | null;
  employerDescription: string | null;
};

export type InternetEmployer = {
  id: string;
  name: string;
  location: string | null;
  sector: string | null;
  activity: string | null;
  size: { long: string } | null;
  cocNumber: string | null;
  website: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  isIntermediary: boolean;
  vacancyCount?: number;
};

export type VacancySource = {
  id: string;
  sourceUrl: string | null;
  domain: string | null;
  humanSourceType: string | null;
  foundAt: string;
  title: string | null;
};

export type ContactDetails = {
  name: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  humanAddress: string | null;
};

export type FacetBucket = { value: string; label: string; count: number };
