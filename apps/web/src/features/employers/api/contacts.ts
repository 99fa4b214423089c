import type { ContactAccessState } from '@koers/shared/employers';
import type { EmployerContactInput } from '@koers/shared/schemas/employer.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiDocument,
  type ApiResource,
  apiRequest,
  isApiError,
  relatedId,
  resourceBody,
} from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { employerKeys } from './employer-keys';
import type { EmployerAbilities } from './employer-types';

export type ContactDetail = {
  id: string;
  employerId: string;
  employerName: string;
  name: string;
  email: string | null;
  phone: string | null;
  vacancyCount: number;
  /** Access to Koers as a user (Uitnodigen als gebruiker). */
  accessState: ContactAccessState;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  lastLoginAt: string | null;
  /** The contact's Koers account when the actor may start a conversation with it. */
  conversationPartnerId: string | null;
  can: EmployerAbilities;
};

type Attributes = Omit<ContactDetail, 'id' | 'employerId' | 'can'>;

function toContact(doc: ApiDocument<ApiResource<Attributes>>): ContactDetail {
  return {
    ...doc.data.attributes,
    id: doc.data.id,
    employerId: relatedId(doc.data, 'employer') ?? '',
    can: doc.data.meta?.can as EmployerAbilities,
  };
}

const contactKey = (id: string) => [...employerKeys.all, 'contact', id] as const;

/** GET employer_contact/{id}: the contact, its employer's name and its number of vacancies. */
export const useContact = (id: string) =>
  useQuery({
    queryKey: contactKey(id),
    queryFn: async () =>
      toContact(await apiRequest<ApiDocument<ApiResource<Attributes>>>(`/employer_contact/${encodeURIComponent(id)}`)),
  });

/** POST employer/{id}/contacts or PATCH employer_contact/{id}; returns the contact's id. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { employerId: string; id: string | null; attributes: EmployerContactInput }) => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(
        input.id
          ? `/employer_contact/${encodeURIComponent(input.id)}`
          : `/employer/${encodeURIComponent(input.employerId)}/contacts`,
        {
          method: input.id ? 'PATCH' : 'POST',
          body: resourceBody('employer_contacts', input.attributes, input.id ? { id: input.id } : {}),
        },
      );
      return doc.data.id;
    },
    meta: { handles: [422], errorMessage: 'Opslaan van de contactpersoon is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}

/** POST employer_contact/{id}/relocate_vacancies: every vacancy to another contact; returns how many moved. */
export function useRelocateVacancies(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (toContactId: string) => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(
        `/employer_contact/${encodeURIComponent(contactId)}/relocate_vacancies`,
        { method: 'POST', body: { data: { type: 'employer_contacts', id: toContactId } } },
      );
      return Number(doc.meta?.moved ?? 0);
    },
    meta: { errorMessage: 'Verplaatsen van de vacatures is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}

/** POST employer_contact/{id}/invitation: (again) an invitation by e-mail to use Koers as this contact. */
export function useInviteContact(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest<ApiDocument<ApiResource>>(`/employer_contact/${encodeURIComponent(contactId)}/invitation`, {
        method: 'POST',
      });
    },
    meta: { handles: [422], errorMessage: 'Versturen van de uitnodiging is mislukt.' },
    onSuccess: () => {
      enqueueSnackbar('De uitnodiging is verstuurd.', { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: contactKey(contactId) });
    },
    // The server says in Dutch why not (no address, already a user, address of another contact).
    onError: (error) => {
      if (isApiError(error, 422)) {
        enqueueSnackbar(error.errors[0]?.detail ?? 'Versturen van de uitnodiging is mislukt.', { variant: 'error' });
      }
    },
  });
}
