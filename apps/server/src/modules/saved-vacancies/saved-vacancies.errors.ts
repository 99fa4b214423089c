import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { SAVED_VACANCY_TEXTS } from '@koers/shared';

const STATE_POINTER = '/data/relationships/vacancyState';
const DOSSIER_POINTER = '/data/relationships/dossier';

export const savedVacancyErrors = {
  notFound: () => notFound('Deze opgeslagen vacature bestaat niet of je hebt er geen toegang toe.'),
  /** SPEC §5: saving needs a dossier, the one in dossier mode or the user's own. */
  noDossier: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.no_dossier',
      detail: SAVED_VACANCY_TEXTS.noDossier,
      pointer: DOSSIER_POINTER,
    }),
  /** SPEC §5: a proposal names the dossier it is for. */
  noDossierToPropose: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.no_dossier_to_propose',
      detail: SAVED_VACANCY_TEXTS.noDossierToPropose,
      pointer: DOSSIER_POINTER,
    }),
  noSuggestedState: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.no_suggested_state',
      detail: SAVED_VACANCY_TEXTS.noSuggestedState,
      pointer: STATE_POINTER,
    }),
  alreadySaved: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.already_saved',
      detail: SAVED_VACANCY_TEXTS.alreadySaved,
      pointer: '/data/attributes/vacancyId',
    }),
  unknownVacancy: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.unknown_vacancy',
      detail: 'Deze vacature bestaat niet (meer).',
      pointer: '/data/attributes/vacancyId',
    }),
  unknownState: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.unknown_state',
      detail: 'Deze vacaturestatus bestaat niet.',
      pointer: STATE_POINTER,
    }),
  stateRequired: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.state_required',
      detail: 'Kies een status voor de vacature.',
      pointer: STATE_POINTER,
    }),
  stateNotActionable: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.state_not_actionable',
      detail: 'Deze status kun je niet zelf kiezen.',
      pointer: STATE_POINTER,
    }),
  notOnBehalf: () =>
    createError({
      status: 422,
      code: 'saved_vacancies.created_by_other',
      detail: 'Je kunt een vacature alleen zelf opslaan, niet namens een ander.',
      pointer: '/data/relationships/createdBy',
    }),
  savedVacancyRequired: () =>
    createError({
      status: 400,
      code: 'vacancy_activities.saved_vacancy_required',
      detail: 'Geef met filter[saved_vacancy] aan van welke opgeslagen vacature je de geschiedenis wilt zien.',
      parameter: 'filter[saved_vacancy]',
    }),
};
