import type { AppointmentStatus } from '@koers/shared/appointments';
import type { AppointmentInput } from '@koers/shared/schemas/appointment.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { journalKeys } from '../../journal/api/journal-keys';

export type Appointment = {
  id: string;
  dossierId: string;
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  note: string | null;
  status: AppointmentStatus;
  organizerName: string | null;
  can: { update: boolean; cancel: boolean };
};

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (dossierId: string, when: 'upcoming' | 'all') => [...appointmentKeys.all, dossierId, when] as const,
};

/** GET dossier/{id}/appointments: the coming ones, soonest first. */
async function getAppointments(dossierId: string) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<Appointment, 'id' | 'can'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/appointments`,
    { query: { 'filter[when]': 'upcoming', 'page[size]': 20 } },
  );
  return {
    appointments: doc.data.map((resource): Appointment => {
      const can = (resource.meta?.can ?? {}) as Partial<Appointment['can']>;
      return { ...flatten(resource), can: { update: can.update === true, cancel: can.cancel === true } };
    }),
    canCreate: (doc.meta?.can as { create?: boolean } | undefined)?.create === true,
  };
}

export const useUpcomingAppointments = (dossierId: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: appointmentKeys.list(dossierId ?? '', 'upcoming'),
      queryFn: () => getAppointments(dossierId ?? ''),
    }),
    enabled: dossierId !== null,
  });

/** After a write: the lists and the timeline (it tells what happened). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: journalKeys.all }),
    ]);
  };
}

/** POST dossier/{id}/appointments, or PATCH appointment/{id} when `appointmentId` is given. */
export function useSaveAppointment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { dossierId: string; appointmentId: string | null; attributes: AppointmentInput }) => {
      const path = input.appointmentId
        ? `/appointment/${encodeURIComponent(input.appointmentId)}`
        : `/dossier/${encodeURIComponent(input.dossierId)}/appointments`;
      await apiRequest(path, {
        method: input.appointmentId ? 'PATCH' : 'POST',
        body: resourceBody('appointments', input.attributes),
      });
    },
    meta: { handles: [422], errorMessage: 'Opslaan van de afspraak is mislukt.' },
    onSettled: invalidate,
  });
}

/** DELETE appointment/{id}: cancels it (both get the cancellation). */
export function useCancelAppointment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiRequest(`/appointment/${encodeURIComponent(appointmentId)}`, { method: 'DELETE' }),
    meta: { errorMessage: 'Annuleren van de afspraak is mislukt.' },
    onSettled: invalidate,
  });
}
