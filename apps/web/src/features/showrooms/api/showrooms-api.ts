import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { showroomKeys } from './showroom-keys';

/** A candidate as a showroom's block lists them for a contact (anonymised until contactable). */
export type CandidateSummary = {
  id: string;
  contactable: boolean;
  name: string | null;
  title: string | null;
  region: string | null;
};

/** A call to action: 'contact' starts a conversation with the composer (`partner`), 'link' opens `url`. */
export type CallToAction = {
  type: 'call_to_action';
  label: string;
  text: string | null;
  action: 'contact' | 'link';
  url: string | null;
};

export type ContactBlock =
  | { type: 'text'; text: string }
  | (CallToAction & { partner: { id: string; name: string } | null })
  | { type: 'candidates'; title: string | null; candidates: CandidateSummary[] };

/** A showroom as an employer contact sees it. */
export type ContactShowroom = {
  id: string;
  name: string;
  contactsAllowed: boolean;
  contentBlocks: ContactBlock[];
  publishedAt: string | null;
};

export type StaffBlock =
  | { type: 'text'; text: string }
  | CallToAction
  | { type: 'candidates'; title: string | null; dossierIds: string[] };

export type CandidateConsent = {
  candidate: boolean;
  coach: boolean;
  contact: boolean;
  exposure: 'hidden' | 'anonymous' | 'contactable';
};

/** One chosen recipient: every contact of an employer, or one contact (with their employer's name). */
export type ShowroomRecipient = { kind: 'employer' | 'contact'; id: string; name: string; employerName: string };

/** An employer as the recipient picker offers it: its name and its contacts' names. */
export type RecipientEmployer = { id: string; name: string; contacts: Array<{ id: string; name: string }> };

/** A showroom as its composers see it. */
export type StaffShowroom = {
  id: string;
  name: string;
  internal: boolean;
  contactsAllowed: boolean;
  contentBlocks: StaffBlock[];
  contactIds: string[];
  employerIds: string[];
  recipients: ShowroomRecipient[];
  candidateConsents: Record<string, CandidateConsent>;
  status: 'published' | 'draft';
  publishedAt: string | null;
  updatedAt: string;
  can: Record<string, boolean>;
};

type Section<T> = T | null;
export type ShowroomCandidate = {
  id: string;
  exposure: 'anonymous' | 'contactable';
  name: string | null;
  email: string | null;
  phone: string | null;
  photo: string | null;
  region: string | null;
  profileShared: boolean;
  aboutMe: string | null;
  workWishes: Section<{ title: string | null; occupations: string[]; sectors: string[]; jobPositions: string[] }>;
  availability: Section<{ hoursPerWeekMin: number | null; hoursPerWeekMax: number | null; workSchedule: string[] }>;
  experience: Section<
    {
      position: string | null;
      employer: string | null;
      city: string | null;
      startMonth: string | null;
      endMonth: string | null;
      description: string | null;
    }[]
  >;
  education: Section<{
    level: string | null;
    educations: {
      name: string | null;
      institution: string | null;
      level: string | null;
      startYear: number | null;
      endYear: number | null;
    }[];
    courses: { name: string | null; institution: string | null; year: number | null }[];
  }>;
  skills: Section<{
    skills: string[];
    certificates: string[];
    drivingLicenses: string[];
    languages: { language: string }[];
  }>;
  can: { favorite?: boolean; requestContact?: boolean };
};

export type FavoriteCandidate = {
  id: string;
  candidateId: string;
  createdAt: string;
  available: boolean;
  showroomId: string | null;
  candidate: CandidateSummary | null;
};

export type ContactRequest = {
  id: string;
  state: 'pending' | 'accepted' | 'declined';
  message: string | null;
  candidateId: string;
  candidateName: string | null;
  contactName: string | null;
  employerName: string | null;
  showroomId: string;
  showroomName: string | null;
  createdAt: string;
  decidedAt: string | null;
  can: { decide?: boolean };
};

const withCan = <T>(item: ApiResource): T =>
  ({ ...flatten(item), can: (item.meta?.can as Record<string, boolean> | undefined) ?? {} }) as T;

/** The showrooms of the current context: a contact's published ones (SPEC §7 contacts/{id}/showrooms), or the organisation's. */
export function useContactShowrooms() {
  const { userContext } = useCurrentContext();
  const contactId = userContext.employerContactId ?? '';
  return useQuery({
    queryKey: showroomKeys.forContact(contactId),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>(`/contacts/${encodeURIComponent(contactId)}/showrooms`);
      return doc.data.map((item) => flatten(item) as unknown as ContactShowroom);
    },
    enabled: contactId !== '',
  });
}

export function useOrganizationShowrooms(enabled: boolean) {
  const { actor } = useCurrentContext();
  return useQuery({
    queryKey: showroomKeys.forOrganization(actor.organizationId),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>(
        `/organization/${encodeURIComponent(actor.organizationId)}/showrooms`,
      );
      return doc.data.map((item) => withCan<StaffShowroom>(item));
    },
    enabled,
  });
}

/** GET showroom/{id}: the staff form (with dossier ids) or the contact's (with candidate summaries). */
export function useShowroom<T extends ContactShowroom | StaffShowroom>(id: string) {
  return useQuery({
    queryKey: showroomKeys.detail(id),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(`/showroom/${encodeURIComponent(id)}`);
      return withCan<T>(doc.data);
    },
    enabled: id !== '',
  });
}

export function useShowroomCandidate(id: string, candidateId: string) {
  return useQuery({
    queryKey: showroomKeys.candidate(id, candidateId),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(
        `/showroom/${encodeURIComponent(id)}/candidate/${encodeURIComponent(candidateId)}`,
      );
      return withCan<ShowroomCandidate>(doc.data);
    },
    retry: false,
  });
}

export function useFavoriteCandidates() {
  return useQuery({
    queryKey: showroomKeys.favoriteCandidates(),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>('/favorite_candidates');
      return doc.data.map((item) => flatten(item) as unknown as FavoriteCandidate);
    },
  });
}

/** POST contact_request: one click; asking again answers the open request. */
export function useRequestContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { showroomId: string; candidateId: string }) => {
      const doc = await apiRequest<ApiDocument<ApiResource>>('/contact_request', {
        method: 'POST',
        body: resourceBody('contact_requests', { ...input, message: null }),
      });
      return withCan<ContactRequest>(doc.data);
    },
    meta: { errorMessage: 'Het contactverzoek kon niet worden verstuurd.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: showroomKeys.contactRequests() }),
  });
}

export function useContactRequests() {
  return useQuery({
    queryKey: showroomKeys.contactRequests(),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>('/contact_requests');
      return doc.data.map((item) => withCan<ContactRequest>(item));
    },
  });
}

/** PATCH contact_request/{id} with accepted or declined (the candidate's coach). */
export function useDecideContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; state: 'accepted' | 'declined' }) => {
      await apiRequest(`/contact_request/${encodeURIComponent(input.id)}`, {
        method: 'PATCH',
        body: resourceBody('contact_requests', { state: input.state }, { id: input.id }),
      });
    },
    meta: { errorMessage: 'Het besluit kon niet worden opgeslagen.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: showroomKeys.contactRequests() }),
  });
}

/** POST showroom/{id}/publish or …/unpublish. */
export function usePublishShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; published: boolean }) => {
      await apiRequest(`/showroom/${encodeURIComponent(input.id)}/${input.published ? 'publish' : 'unpublish'}`, {
        method: 'POST',
      });
    },
    meta: { errorMessage: 'De showroom kon niet worden gewijzigd.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}

export type ShowroomInput = {
  name: string;
  internal: boolean;
  contactsAllowed: boolean;
  contentBlocks: StaffBlock[];
  contactIds: string[];
  employerIds: string[];
};

/** GET organization/{id}/showroom_recipients: whom a composer may publish to (names only). */
export function useRecipientDirectory(q: string) {
  const { actor } = useCurrentContext();
  return useQuery({
    queryKey: [...showroomKeys.all, 'recipients', actor.organizationId, q] as const,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>(
        `/organization/${encodeURIComponent(actor.organizationId)}/showroom_recipients`,
        { query: { _q: q || undefined } },
      );
      return doc.data.map((item) => flatten(item) as unknown as RecipientEmployer);
    },
    placeholderData: keepPreviousData,
  });
}

/** A candidate the picker offers: who may appear before employers (both agreements given). */
export type CandidateOption = { id: string; name: string; occupation: string | null; region: string | null };

/**
 * GET organization/{id}/showroom_candidate_options: consented candidates by name (at most 20), or
 * those of `ids` (a showroom's candidates, named for who does not read the dossiers).
 */
export function useCandidateOptions(search: { q?: string; ids?: string[] }, enabled: boolean) {
  const { actor } = useCurrentContext();
  const ids = search.ids?.join(',');
  return useQuery({
    queryKey: [...showroomKeys.all, 'candidate-options', actor.organizationId, search.q ?? '', ids ?? ''] as const,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>(
        `/organization/${encodeURIComponent(actor.organizationId)}/showroom_candidate_options`,
        { query: { _q: search.q || undefined, 'filter[id]': ids } },
      );
      return doc.data.map((item) => flatten(item) as unknown as CandidateOption);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST organization/{id}/showroom or PATCH showroom/{id}: the composed showroom, a draft until published. */
export function useSaveShowroom(id: string | null) {
  const queryClient = useQueryClient();
  const { actor } = useCurrentContext();
  return useMutation({
    mutationFn: async (input: ShowroomInput) => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(
        id
          ? `/showroom/${encodeURIComponent(id)}`
          : `/organization/${encodeURIComponent(actor.organizationId)}/showroom`,
        { method: id ? 'PATCH' : 'POST', body: resourceBody('showrooms', input, id ? { id } : {}) },
      );
      return doc.data.id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}
