import { matchVacancy } from '@koers/shared/match';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasMatchInput, type MatchProfileView, matchQuery } from '../api/get-match-profile';
import { MatchPanel, MatchSummary } from './match-reasons';

const profile: MatchProfileView = {
  postalCode: '3511',
  educationLevel: 'mbo4',
  occupationIds: ['nurse'],
  occupationCodes: ['code-1'],
  hoursMin: 24,
  hoursMax: 36,
  experienceYears: 1,
  interestCode: null,
};
const match = matchVacancy(profile, {
  distanceKm: 7.2,
  educationLevel: 'mbo4',
  jobTitleId: 'nurse',
  hoursMax: 12,
  experienceYears: 3,
  interestType: null,
});

describe('MatchSummary and MatchPanel', () => {
  it('shows the score in words and the first three reasons in a list item', () => {
    render(<MatchSummary match={match} />);
    expect(screen.getByText(`Past goed · ${match.score} %`)).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: 'Waarom deze vacature past' })).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'Past: Binnen 8 km van je postcode',
      'Past: Past bij je opleidingsniveau',
      'Past: Je favoriete beroep',
    ]);
  });

  it('shows every reason in the detail, the poor ones named as such', () => {
    render(<MatchPanel match={match} />);
    expect(screen.getByRole('heading', { name: 'Hoe past deze vacature bij je profiel?' })).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: 'Waarom deze vacature past' })).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toContain(
      'Past minder: Vraagt ervaring die nog niet in je profiel staat',
    );
    expect(reasons).toHaveLength(5);
  });
});

describe('the match parameters of a profile', () => {
  it('sends only what the profile says', () => {
    expect(matchQuery({ ...profile, educationLevel: null, occupationCodes: [], experienceYears: null })).toEqual({
      'match[postalCode]': '3511',
      'match[occupations]': 'nurse',
      'match[hoursMin]': '24',
      'match[hoursMax]': '36',
    });
  });

  it('has nothing to match on for an empty profile', () => {
    const empty: MatchProfileView = {
      postalCode: null,
      educationLevel: null,
      occupationIds: [],
      occupationCodes: [],
      hoursMin: null,
      hoursMax: null,
      experienceYears: 4,
      interestCode: null,
    };
    expect(hasMatchInput(empty)).toBe(false);
    expect(hasMatchInput({ ...empty, hoursMax: 20 })).toBe(true);
  });
});
