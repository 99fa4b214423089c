import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { humanEducationLevel, humanHoursIndication } from '@koers/shared';
import type {
  ExplorerVacancyDetailView,
  ExplorerVacancyPersonView,
  ExplorerVacancyView,
} from './explorer-vacancies.service';

function person(view: ExplorerVacancyPersonView | null) {
  if (!view) return null;
  return {
    name: view.name,
    email: view.email,
    phone: view.phone,
    /** The user context a conversation goes to, when the viewer may start one (SPEC §2.3 contact card). */
    conversationPartnerId: view.mayStartConversation ? view.userContextId : null,
  };
}

/**
 * SPEC §3 Internal (explorer) vacancy as the explorers show it. The list leaves the contact card
 * out; the detail has it, with the contact person and account manager by the rule of SPEC §5.
 */
export function serializeExplorerVacancy(view: ExplorerVacancyView | ExplorerVacancyDetailView): Resource {
  const { row } = view;
  const detail = 'contact' in view;
  return resource(
    'explorer_vacancies',
    row.id,
    {
      vacancyType: 'InternalVacancy',
      title: row.title,
      city: row.city,
      postalCode: row.postalCode,
      coordinates: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null,
      distance: view.distanceKm,
      employerId: row.employerId,
      employerName: row.employerName,
      employer: {
        id: row.employerId,
        name: row.employerName,
        city: row.employerCity,
        websiteUrl: row.employerWebsiteUrl,
        image: null,
      },
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      hoursMin: row.hoursMin,
      hoursMax: row.hoursMax,
      humanHoursIndication: humanHoursIndication(row.hoursMin, row.hoursMax),
      educationLevelCode: row.educationLevelCode,
      humanEducationLevel: humanEducationLevel(row.educationLevelCode),
      jobTitleId: row.jobTitleId,
      jobTitleCode: row.jobTitleCode,
      humanJobTitle: row.jobTitleLabel,
      description: row.description,
      contactThrough: row.contactThrough,
      customFieldValues: view.customFieldValues.map((value) => ({
        customField: { id: value.customFieldId, icon: value.icon, label: value.label },
        humanValue: value.humanValue,
      })),
      ...(detail ? { contact: person(view.contact), accountManager: person(view.accountManager) } : {}),
    },
    {
      relationships: { vacancy: relationship({ type: 'internal_vacancies', id: row.id }) },
      ...(view.match ? { meta: { match: view.match } } : {}),
    },
  );
}
