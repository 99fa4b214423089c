import type { VacancyType } from '@koers/shared/saved-vacancies';
import { type ApiDocument, type ApiResource, includedOf, relatedId } from '../../../lib/api-client';

export type VacancyState = {
  id: string;
  code: string;
  label: string;
  description: string;
  position: number;
  groupPosition: number;
  groupLabel: string;
  userActionable: boolean;
};

export type SavedVacancy = {
  id: string;
  vacancyId: string;
  vacancyType: VacancyType;
  createdAt: string;
  updatedAt: string;
  stateId: string;
  state: VacancyState | null;
  dossierId: string;
  dossierName: string | null;
  can: { changeState: boolean; remove: boolean };
};

/** A vacancy as the pieces around it (board, actions) need it: the vacancy itself comes from its own service. */
export type VacancyRef = { type: VacancyType; id: string; title?: string };

export function toSavedVacancy(item: ApiResource, doc: ApiDocument<unknown>): SavedVacancy {
  const attributes = item.attributes as {
    vacancyId: string;
    vacancyType: VacancyType;
    createdAt: string;
    updatedAt: string;
  };
  const stateId = relatedId(item, 'vacancyState') ?? '';
  const dossierId = relatedId(item, 'dossier') ?? '';
  const state = includedOf<Omit<VacancyState, 'id'>>(doc, 'vacancy_states').get(stateId);
  const dossier = includedOf<{ name: string }>(doc, 'dossiers').get(dossierId);
  return {
    id: item.id,
    ...attributes,
    stateId,
    state: state ? { id: state.id, ...state.attributes } : null,
    dossierId,
    dossierName: dossier?.attributes.name ?? null,
    can: (item.meta?.can as SavedVacancy['can'] | undefined) ?? { changeState: false, remove: false },
  };
}
