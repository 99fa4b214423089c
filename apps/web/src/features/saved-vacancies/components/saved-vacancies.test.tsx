import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacancyActivity } from '../api/get-vacancy-activities';
import { savedVacancyKeys } from '../api/saved-vacancy-keys';
import type { SavedVacancy, VacancyState } from '../api/vacancy-types';
import { ActivityHistory } from './activity-history';
import { ProposeVacancyForm } from './propose-vacancy-form';
import { VacancyStateSelect } from './vacancy-state-select';

const state = (code: string, label: string, position: number, userActionable = true): VacancyState => ({
  id: `state-${code}`,
  code,
  label,
  description: '',
  position,
  groupPosition: 1,
  groupLabel: 'Bewaard',
  userActionable,
});
const STATES = [
  state('suggested', 'Suggestie van coach', 1, false),
  state('interesting', 'Interessant', 2),
  state('applied', 'Gesolliciteerd', 3),
];

function renderWith(children: ReactNode, seed: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  seed(client);
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ActivityHistory', () => {
  const activities: VacancyActivity[] = Array.from({ length: 5 }, (_, index) => ({
    id: `a-${index}`,
    action: index === 4 ? 'create' : 'update',
    actionLabel: index === 4 ? 'aangemaakt' : 'bijgewerkt',
    eventAt: `2026-03-0${5 - index}T10:00:00Z`,
    fromStateLabel: index === 4 ? null : 'Interessant',
    toStateLabel: 'Gesolliciteerd',
    who: { name: 'Daan Bakker', userType: 'client' },
  }));

  it('shows 3 entries, then all with Toon meer and 3 again with Toon minder', async () => {
    renderWith(<ActivityHistory savedVacancyId="sv-1" />, (client) =>
      client.setQueryData(savedVacancyKeys.activities('sv-1'), activities),
    );
    const list = screen.getByRole('list', { name: 'Geschiedenis' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Bijgewerkt: van Interessant naar Gesolliciteerd',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toon meer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[4]).toHaveTextContent('Aangemaakt: Gesolliciteerd');
    await userEvent.click(screen.getByRole('button', { name: 'Toon minder' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no toggle with 3 entries or fewer', () => {
    renderWith(<ActivityHistory savedVacancyId="sv-2" />, (client) =>
      client.setQueryData(savedVacancyKeys.activities('sv-2'), activities.slice(0, 3)),
    );
    expect(screen.queryByRole('button', { name: 'Toon meer' })).not.toBeInTheDocument();
  });
});

describe('VacancyStateSelect', () => {
  const saved: SavedVacancy = {
    id: 'sv-1',
    vacancyId: 'v-1',
    vacancyType: 'Vacancies::ExternalVacancy',
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    stateId: 'state-interesting',
    state: STATES[1] ?? null,
    dossierId: 'd-1',
    dossierName: 'Daan Bakker',
    can: { changeState: true, remove: true },
  };

  it('sends nothing when the current state is chosen, and the new state otherwise', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ data: { type: 'saved_vacancies', id: 'sv-1', attributes: {} } })),
      );
    renderWith(<VacancyStateSelect savedVacancy={saved} states={STATES} />, () => {});
    const select = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.click(select);
    // The coach's suggestion is not a state one chooses.
    expect(screen.queryByRole('option', { name: 'Suggestie van coach' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Interessant' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Gesolliciteerd' }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/saved_vacancy/sv-1');
    expect(JSON.parse(String(init?.body)).data.relationships.vacancyState.data.id).toBe('state-applied');
  });
});

describe('ProposeVacancyForm', () => {
  const vacancy = { type: 'Vacancies::ExternalVacancy' as const, id: 'v-1' };
  function renderForm(states: VacancyState[]) {
    return renderWith(
      <ProposeVacancyForm vacancy={vacancy} explorerId="e-1" organizationId="org-1" userContextId="ctx-coach" />,
      (client) => {
        client.setQueryData(savedVacancyKeys.states(), states);
        client.setQueryData(
          savedVacancyKeys.list({ vacancyId: 'v-1', vacancyType: vacancy.type, organizationId: 'org-1' }),
          { items: [{ dossierId: 'd-daan' }], count: 1 },
        );
        client.setQueryData(savedVacancyKeys.candidates('org-1', 'a'), [
          { dossierId: 'd-daan', name: 'Daan Bakker', email: null },
          { dossierId: 'd-emma', name: 'Emma de Boer', email: 'emma@example.nl' },
        ]);
      },
    );
  }

  it('disables candidates who have the vacancy and Voorstellen until a candidate is chosen', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ data: { type: 'saved_vacancies', id: 'sv-9', attributes: {} } })),
      );
    renderForm(STATES);
    const submit = screen.getByRole('button', { name: 'Voorstellen' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kandidaat' }));
    expect(await screen.findByText('Vul een zoekterm in om resultaten te zien.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Kandidaat' }), 'a');
    const daan = await screen.findByRole('option', { name: /Daan Bakker/ });
    expect(daan).toHaveAttribute('aria-disabled', 'true');
    expect(daan).toHaveTextContent('De vacature is al opgeslagen voor of door deze kandidaat.');
    await userEvent.click(screen.getByRole('option', { name: /Emma de Boer/ }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const [url, init] = fetchSpy.mock.calls.find(([target]) => String(target).includes('/saved_vacancy')) ?? [];
    expect(String(url)).toContain('/saved_vacancy');
    const body = JSON.parse(String(init?.body));
    expect(body.data.relationships.dossier.data.id).toBe('d-emma');
    expect(body.data.relationships.vacancyState.data.id).toBe('state-suggested');
  });

  it('says the suggested state is missing instead of proposing without it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm(STATES.filter((item) => item.code !== 'suggested'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Kandidaat' }), 'a');
    await userEvent.click(await screen.findByRole('option', { name: /Emma de Boer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Voorstellen' }));
    expect(await screen.findByText("De vacaturestatus 'suggestie van coach' is niet gevonden.")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([target]) => String(target).includes('/saved_vacancy'))).toBe(false);
  });
});
