import { describe, expect, it } from 'vitest';
import { EXPLORER_RESOURCE_TYPES, type ExplorerResourceType } from '../explorers';
import { explorerPolicy, explorerVisible } from './explorer.policy';
import { FEATURE_FLAGS } from './features';
import { testActor } from './policy-test-actor';

const all = [...FEATURE_FLAGS];
const candidate = testActor('client', { features: all, dossierId: 'd-1' });
const coach = testActor('member', { rights: { coach: true }, features: all });
const contact = testActor('contact', { features: all });
const bareCoach = testActor('member', { rights: { coach: true }, features: [] });
const internetOnly = testActor('client', { features: ['VacanciesExplorer'] });

const visible = (actor: ReturnType<typeof testActor>, dossierMode: boolean) =>
  EXPLORER_RESOURCE_TYPES.filter((type) => explorerVisible(actor, type, { dossierMode }));

describe('explorerVisible (SPEC §6 "Explorers visible")', () => {
  it.each<{ who: string; actor: ReturnType<typeof testActor>; dossierMode: boolean; expected: ExplorerResourceType[] }>(
    [
      {
        who: 'a candidate: organisation, saved and internet vacancies, no vacancy favourites',
        actor: candidate,
        dossierMode: false,
        expected: ['ExplorerVacancy', 'Vacancies::ExternalVacancy', 'SavedVacancy'],
      },
      {
        who: 'a coach outside dossier mode: favourites instead of saved vacancies',
        actor: coach,
        dossierMode: false,
        expected: ['ExplorerVacancy', 'Vacancies::ExternalVacancy', 'FavoriteVacancy'],
      },
      {
        who: 'a coach in dossier mode: the candidate’s saved vacancies, no favourites',
        actor: coach,
        dossierMode: true,
        expected: ['ExplorerVacancy', 'Vacancies::ExternalVacancy', 'SavedVacancy'],
      },
      {
        who: 'an employer contact: internet vacancies only',
        actor: contact,
        dossierMode: false,
        expected: ['Vacancies::ExternalVacancy'],
      },
      {
        who: 'a coach without the features: favourites only',
        actor: bareCoach,
        dossierMode: false,
        expected: ['FavoriteVacancy'],
      },
      {
        who: 'a candidate with only VacanciesExplorer: internet and saved',
        actor: internetOnly,
        dossierMode: false,
        expected: ['Vacancies::ExternalVacancy', 'SavedVacancy'],
      },
    ],
  )('$who', ({ actor, dossierMode, expected }) => {
    expect(visible(actor, dossierMode).sort()).toEqual([...expected].sort());
  });
});

describe('explorerPolicy.read', () => {
  it('a coach may open the saved-vacancies explorer (dossier mode), a contact may not', () => {
    expect(explorerPolicy.read(coach, { resourceType: 'SavedVacancy' })).toBe(true);
    expect(explorerPolicy.read(contact, { resourceType: 'SavedVacancy' })).toBe(false);
  });
  it('a candidate may not open the favourites explorer', () => {
    expect(explorerPolicy.read(candidate, { resourceType: 'FavoriteVacancy' })).toBe(false);
  });
});
