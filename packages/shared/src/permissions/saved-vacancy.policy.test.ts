import { describe, expect, it } from 'vitest';
import { favoriteListsFor, favoritePolicy, hasVacancyFavoriteList } from './favorite.policy';
import { testActor, testDossier } from './policy-test-actor';
import { savedVacancyPolicy } from './saved-vacancy.policy';

const dossier = testDossier;

const candidate = testActor('client', { dossierId: 'd-1' });
const otherCandidate = testActor('client', { dossierId: 'd-2' });
const coach = testActor('member', { rights: { coach: true }, teamMemberId: 'tm-own' });
const otherCoach = testActor('member', { rights: { coach: true }, teamMemberId: 'tm-other' });
const manager = testActor('member', { rights: { coach: true, canManageOtherCandidates: true }, teamMemberId: 'tm-x' });
const accountManager = testActor('member', { rights: { accountManager: true }, teamMemberId: 'tm-am' });
const contact = testActor('contact');
const elsewhere = testActor('member', { rights: { coach: true }, teamMemberId: 'tm-own', organizationId: 'org-2' });

describe('savedVacancyPolicy', () => {
  it.each([
    { who: 'the candidate, own dossier', actor: candidate, facts: dossier(), save: true, propose: false, read: true },
    {
      who: 'the candidate, own archived dossier',
      actor: candidate,
      facts: dossier({ archived: true }),
      save: false,
      propose: false,
      read: true,
    },
    { who: 'another candidate', actor: otherCandidate, facts: dossier(), save: false, propose: false, read: false },
    { who: 'the dossier’s coach', actor: coach, facts: dossier(), save: true, propose: true, read: true },
    {
      who: 'the coach, archived dossier',
      actor: coach,
      facts: dossier({ archived: true }),
      save: false,
      propose: false,
      read: true,
    },
    {
      who: 'a coach of other candidates',
      actor: otherCoach,
      facts: dossier(),
      save: false,
      propose: false,
      read: false,
    },
    {
      who: 'a coach who manages all candidates',
      actor: manager,
      facts: dossier(),
      save: true,
      propose: true,
      read: true,
    },
    { who: 'an account manager', actor: accountManager, facts: dossier(), save: false, propose: false, read: false },
    { who: 'an employer contact', actor: contact, facts: dossier(), save: false, propose: false, read: false },
    {
      who: 'a coach of another organisation',
      actor: elsewhere,
      facts: dossier(),
      save: false,
      propose: false,
      read: false,
    },
  ])('$who: save $save, propose $propose, read $read', ({ actor, facts, save, propose, read }) => {
    expect(savedVacancyPolicy.save(actor, facts)).toBe(save);
    expect(savedVacancyPolicy.propose(actor, facts)).toBe(propose);
    expect(savedVacancyPolicy.read(actor, facts)).toBe(read);
  });

  it('lets candidates and staff list saved vacancies, never employer contacts', () => {
    expect(savedVacancyPolicy.list(candidate)).toBe(true);
    expect(savedVacancyPolicy.list(coach)).toBe(true);
    expect(savedVacancyPolicy.list(contact)).toBe(false);
    expect(savedVacancyPolicy.proposes(candidate)).toBe(false);
  });
});

describe('favourites (SPEC §6 "Favourite lists per type")', () => {
  it.each([
    {
      who: 'a member',
      actor: coach,
      dossierMode: false,
      lists: ['Candidate', 'Taxonomy::Occupation', 'Vacancies::ExternalVacancy', 'InternalVacancy'],
    },
    { who: 'a member in dossier mode', actor: coach, dossierMode: true, lists: ['Candidate', 'Taxonomy::Occupation'] },
    { who: 'an employer contact', actor: contact, dossierMode: false, lists: ['Candidate', 'Taxonomy::Occupation'] },
    { who: 'a candidate', actor: candidate, dossierMode: false, lists: ['Taxonomy::Occupation'] },
  ])('$who keeps $lists', ({ actor, dossierMode, lists }) => {
    expect(favoriteListsFor(actor, { dossierMode })).toEqual(lists);
    expect(hasVacancyFavoriteList(actor, { dossierMode })).toBe(lists.includes('Vacancies::ExternalVacancy'));
  });

  it('lets only the user context itself read or remove a favourite', () => {
    expect(favoritePolicy.own(coach, { userContextId: coach.userContextId })).toBe(true);
    expect(favoritePolicy.own(coach, { userContextId: 'someone-else' })).toBe(false);
    expect(favoritePolicy.create(candidate, 'Vacancies::ExternalVacancy')).toBe(false);
    expect(favoritePolicy.create(candidate, 'Taxonomy::Occupation')).toBe(true);
  });
});
