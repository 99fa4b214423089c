import type { CustomFieldValue } from '@koers/shared/custom-fields';
import type { ContactThrough, InternalVacancyState } from '@koers/shared/internal-vacancies';
import type { ApiResource } from '../../../lib/api-client';

export type InternalVacancyAbilities = { read: boolean; update: boolean; close: boolean; reopen: boolean };

export type VacancyPerson = {
  id: string;
  name: string;
  email: string | null;
  phone?: string | null;
  userContextId: string | null;
  /** The person's user context when the viewer may start a conversation with them. */
  conversationPartnerId?: string | null;
};

/** An internal vacancy as the management screens show it (SPEC §3, the server's `internal_vacancies`). */
export type InternalVacancy = {
  id: string;
  title: string;
  city: string | null;
  postalCode: string | null;
  coordinates: { lat: number; lon: number } | null;
  employerId: string;
  employerName: string;
  startsAt: string | null;
  endsAt: string | null;
  startsOn: string | null;
  endsOn: string | null;
  closedAt: string | null;
  state: InternalVacancyState;
  stateLabel: string;
  jobTitleId: string | null;
  jobTitleCode: string | null;
  humanJobTitle: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  humanHoursIndication: string | null;
  /** Candidates on the vacancy, and how many of them await the employer's answer. */
  candidatesProposed: number | null;
  candidatesAwaitingAnswer: number | null;
  educationLevelCode: string | null;
  humanEducationLevel: string | null;
  description: string | null;
  contactThrough: ContactThrough;
  contact: VacancyPerson | null;
  accountManager: VacancyPerson | null;
  customFieldValues: CustomFieldValue[];
  createdAt: string;
  can: InternalVacancyAbilities;
};

const NO_ABILITIES: InternalVacancyAbilities = { read: false, update: false, close: false, reopen: false };

export function toInternalVacancy(item: ApiResource): InternalVacancy {
  const attributes = item.attributes as Omit<InternalVacancy, 'id' | 'can'>;
  return {
    ...attributes,
    id: item.id,
    can: { ...NO_ABILITIES, ...((item.meta?.can as Partial<InternalVacancyAbilities> | undefined) ?? {}) },
  };
}
