import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, savedVacancyAbilities, VACANCY_ACTIVITY_LABELS } from '@koers/shared';
import type { SavedVacancyListRow, VacancyStateRow } from './saved-vacancies.repository';
import { dossierFactsOf } from './saved-vacancies.service';
import type { VacancyActivityListRow } from './vacancy-activities.repository';

/** The resource type a vacancy of each kind has in its own API. */
const VACANCY_RESOURCE_TYPES = {
  'Vacancies::ExternalVacancy': 'external_vacancies',
  InternalVacancy: 'internal_vacancies',
} as const;

/** SPEC §3 Vacancy state (with the label of its board column). */
export function serializeVacancyState(row: VacancyStateRow): Resource {
  return resource('vacancy_states', row.id, {
    code: row.code,
    label: row.label,
    description: row.description,
    position: row.position,
    groupPosition: row.groupPosition,
    groupLabel: row.groupLabel,
    userActionable: row.userActionable,
  });
}

/** SPEC §3 Saved vacancy; the vacancy itself is fetched by id from its own service. */
export function serializeSavedVacancy(row: SavedVacancyListRow, actor: Actor): Resource {
  return resource(
    'saved_vacancies',
    row.id,
    {
      vacancyId: row.vacancyId,
      vacancyType: row.vacancyType,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    {
      relationships: {
        vacancy: relationship({ type: VACANCY_RESOURCE_TYPES[row.vacancyType], id: row.vacancyId }),
        vacancyState: relationship({ type: 'vacancy_states', id: row.vacancyStateId }),
        dossier: relationship({ type: 'dossiers', id: row.dossierId }),
        explorer: relationship(identifier('explorers', row.explorerId)),
        createdBy: relationship(identifier('user_contexts', row.createdByContextId)),
      },
      meta: { can: savedVacancyAbilities(actor, dossierFactsOf(row)) },
    },
  );
}

/** The dossier of a saved vacancy as far as its list needs it (the candidate's name). */
export function serializeDossierSummary(row: SavedVacancyListRow): Resource {
  return resource('dossiers', row.dossierId, { name: row.dossierName });
}

/** SPEC §3 Vacancy activity. */
export function serializeVacancyActivity(row: VacancyActivityListRow): Resource {
  return resource(
    'vacancy_activities',
    row.id,
    {
      type: 'SavedVacancy',
      action: row.action,
      actionLabel: VACANCY_ACTIVITY_LABELS[row.action],
      eventAt: row.eventAt.toISOString(),
    },
    {
      relationships: {
        savedVacancy: relationship({ type: 'saved_vacancies', id: row.savedVacancyId }),
        fromState: relationship(identifier('vacancy_states', row.fromStateId)),
        toState: relationship(identifier('vacancy_states', row.toStateId)),
        publicUserContext: relationship(identifier('public_user_contexts', row.actor?.id)),
      },
    },
  );
}

/** Who did it, as anyone who may see the history may know: name and kind of user. */
export function serializeActivityActor(actor: NonNullable<VacancyActivityListRow['actor']>): Resource {
  return resource('public_user_contexts', actor.id, { name: actor.name, image: null, userType: actor.userType });
}
