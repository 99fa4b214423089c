import { defaultExplorers } from '@koers/shared/explorers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readExplorerParams } from '../lib/explorer-params';
import { Facets, FilterBar } from './index-filters';

afterEach(() => {
  vi.restoreAllMocks();
});

const [internet] = defaultExplorers();
const configuration = internet?.indexConfiguration ?? { componentConfigurations: [] };

describe('the explorer’s list components', () => {
  it('shows an error component for an unknown component code and logs it (SPEC §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <FilterBar
        configuration={{ componentConfigurations: [{ id: 'x', code: 'salary_slider', settings: {} }] }}
        params={readExplorerParams(new URLSearchParams(), configuration)}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dit onderdeel van de verkenner (salary_slider) kan niet worden getoond.',
    );
    expect(log).toHaveBeenCalledWith('explorer: unknown index component code "salary_slider"');
  });

  it('shows a multi_select facet with its counts, hides Niet van toepassing, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Facets
        configuration={configuration}
        params={readExplorerParams(new URLSearchParams('f[educationLevel]=hbo'), configuration)}
        facets={{
          educationLevel: [
            { value: 'hbo', label: 'HBO', count: 12 },
            { value: 'mbo4', label: 'MBO niveau 4', count: 1234 },
            { value: 'niet_van_toepassing', label: 'Niet van toepassing', count: 3 },
          ],
        }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Opleidingsniveau' });
    expect(group).toHaveTextContent('MBO niveau 4 (1.234)');
    expect(group).not.toHaveTextContent('Niet van toepassing');
    expect(screen.getByRole('checkbox', { name: /HBO/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /MBO niveau 4/ }));
    expect(onChange).toHaveBeenCalledWith({ 'f[educationLevel]': 'hbo,mbo4' });
  });

  it('offers a custom field of the organisation’s vacancies with its counts in the filter bar (SPEC §3 customFieldId)', async () => {
    const field = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
    const [, organization] = defaultExplorers({
      customFieldFilters: [{ customFieldId: field, title: 'Dienstverband' }],
    });
    // Only the custom-field component: the place picker needs the query client.
    const index = {
      componentConfigurations: (organization?.indexConfiguration.componentConfigurations ?? []).filter(
        (component) => component.code === 'custom_field',
      ),
    };
    const onChange = vi.fn();
    const facets = {
      [`cf[${field}]`]: [
        { value: 'Vast', label: 'Vast', count: 1234 },
        { value: 'Tijdelijk', label: 'Tijdelijk', count: 2 },
      ],
    };
    const { rerender } = render(
      <FilterBar
        configuration={index}
        params={readExplorerParams(new URLSearchParams(), index)}
        onChange={onChange}
        facets={facets}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Dienstverband' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alle',
      'Vast (1.234)',
      'Tijdelijk (2)',
    ]);
    await userEvent.selectOptions(select, 'Tijdelijk (2)');
    expect(onChange).toHaveBeenCalledWith({ [`f[${field}]`]: 'Tijdelijk' });

    rerender(
      <FilterBar
        configuration={index}
        params={readExplorerParams(new URLSearchParams(`f[${field}]=Tijdelijk`), index)}
        onChange={onChange}
        facets={facets}
      />,
    );
    expect(screen.getByRole('option', { name: 'Tijdelijk (2)', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dienstverband' }), 'Alle');
    expect(onChange).toHaveBeenLastCalledWith({ [`f[${field}]`]: null });
  });
});
