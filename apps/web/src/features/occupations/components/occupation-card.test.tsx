import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Occupation, OccupationStatistics } from '../api/get-occupation';
import { OccupationCard } from './occupation-card';

const statistics = (overrides: Partial<OccupationStatistics> = {}): OccupationStatistics => ({
  vacancyCounts: [
    { date: '2026-01-01', count: 4 },
    { date: '2026-02-01', count: 6 },
    { date: '2026-03-01', count: 5 },
    { date: '2026-04-01', count: 8 },
    { date: '2026-05-01', count: 7 },
  ],
  vacancyCount: { estimate: 15, trend: 'up', trendPercentage: 20 },
  salary: { median: 2850, min: 2400, max: 3500 },
  leadTime: 42,
  availability: { available: 30, total: 40 },
  workHours: { '0To8': 0, '9To16': 1, '17To24': 1, '25To32': 2, '33To40': 6 },
  workExperienceYears: [
    { years: 0, count: 5 },
    { years: 4, count: 3 },
    { years: 6, count: 2 },
  ],
  educationLevels: { mbo2: 2, mbo3: 10, mbo4: 5, hbo: 3, niet_van_toepassing: 20 },
  regions: { UT: 40, ZH: 9.5, GE: 10 },
  topOrganizations: [],
  ...overrides,
});

const occupation = (overrides: Partial<OccupationStatistics> = {}): Occupation => ({
  id: 'o-1',
  code: 'c-1',
  label: 'Verpleegkundige',
  description: 'Verzorgt patiënten.',
  group: 'Verpleegkundigen',
  sector: 'Intellectuele, wetenschappelijke en artistieke beroepen',
  statistics: statistics(overrides),
});

describe('OccupationCard', () => {
  it('says there is too little to draw when fewer than 6 monthly counts exist', () => {
    render(<OccupationCard occupation={occupation()} />);
    expect(screen.getByText('Er is onvoldoende informatie beschikbaar om de grafiek te tonen.')).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-trend-chart')).not.toBeInTheDocument();
  });

  it('shows the top 3 education levels, the buckets of SPEC §9, salary and lead time', () => {
    render(<OccupationCard occupation={occupation()} />);
    const level = within(screen.getByRole('region', { name: 'Werk- en denkniveau' }));
    expect(level.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MBO niveau 350 %',
      'MBO niveau 425 %',
      'HBO15 %',
    ]);
    const hours = within(screen.getByRole('region', { name: 'Uren per week' }));
    expect(hours.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tot 16 uur10 %',
      '16 tot 32 uur30 %',
      '32 uur of meer60 %',
    ]);
    const experience = within(screen.getByRole('region', { name: 'Werkervaring' }));
    expect(experience.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Minder dan 3 jaar50 %',
      '3 tot 5 jaar30 %',
      '5 jaar of meer20 %',
    ]);
    expect(screen.getByRole('region', { name: 'Salarisindicatie' })).toHaveTextContent('€ 2.850');
    expect(screen.getByRole('region', { name: 'Doorlooptijd' })).toHaveTextContent('42 dagen');
    expect(screen.getByRole('region', { name: 'Beschikbaarheid' })).toHaveTextContent('75 %');
    expect(screen.getByRole('region', { name: 'Vacatures' })).toHaveTextContent('ca. 15');
  });

  it('lists regions at 10 percent or more only', () => {
    render(<OccupationCard occupation={occupation()} />);
    expect(screen.getByText(/Regio’s met de meeste vacatures/).parentElement).toHaveTextContent(
      'Utrecht (40 %), Gelderland (10 %)',
    );
    expect(screen.queryByText(/Zuid-Holland/)).not.toBeInTheDocument();
  });

  it('shows the top-employers table with Geen data beschikbaar when there are none', () => {
    render(<OccupationCard occupation={occupation()} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Werkgever', 'Branche', 'Aantal werknemers']);
    expect(within(table).getByText('Geen data beschikbaar')).toBeInTheDocument();
  });

  it('says no vacancies were found in the last 2 months when there were none', () => {
    render(
      <OccupationCard
        occupation={occupation({ vacancyCount: { estimate: 0, trend: 'stable', trendPercentage: null } })}
      />,
    );
    expect(screen.getByText('Er zijn geen vacatures gevonden in de afgelopen 2 maanden.')).toBeInTheDocument();
  });
});
