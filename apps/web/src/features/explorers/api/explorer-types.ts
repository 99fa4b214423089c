import type { ExplorerConfiguration, ExplorerResourceType } from '@koers/shared/explorers';
import type { Match } from '@koers/shared/match';
import type { EXTERNAL_VACANCY_LIST_FIELDS } from '@koers/shared/vacancies';

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

/** An internet vacancy as an explorer list carries it: what its card shows (the detail loads the rest). */
export type ExternalVacancyCard = Pick<ExternalVacancy, 'id' | 'match' | (typeof EXTERNAL_VACANCY_LIST_FIELDS)[number]>;

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

/** A person on the contact card of an internal vacancy (SPEC §2.3); a conversation goes to `conversationPartnerId`. */
export type ExplorerVacancyPerson = {
  name: string;
  email: string | null;
  phone: string | null;
  conversationPartnerId: string | null;
};

/** An organisation's own vacancy as the explorer shows it (SPEC §3 Internal (explorer) vacancy). */
export type ExplorerVacancy = {
  /** The explained match with the candidate (issue 18.8), when the search carried a profile. */
  match?: Match | null;
  id: string;
  vacancyType: 'InternalVacancy';
  title: string;
  city: string | null;
  postalCode: string | null;
  coordinates: { lat: number; lon: number } | null;
  distance: number | null;
  employerId: string;
  employerName: string;
  employer: { id: string; name: string; city: string | null; websiteUrl: string | null; image: string | null };
  startsAt: string;
  endsAt: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  humanHoursIndication: string | null;
  educationLevelCode: string | null;
  humanEducationLevel: string | null;
  jobTitleId: string | null;
  jobTitleCode: string | null;
  humanJobTitle: string | null;
  /** Sanitised HTML (the main backend sanitises it when it is stored). */
  description: string | null;
  contactThrough: 'employer' | 'account_manager';
  customFieldValues: Array<{ customField: { id: string; icon: string | null; label: string }; humanValue: string }>;
  /** The contact card, on the detail only (SPEC §5 decides who is in it). */
  contact?: ExplorerVacancyPerson | null;
  accountManager?: ExplorerVacancyPerson | null;
};
