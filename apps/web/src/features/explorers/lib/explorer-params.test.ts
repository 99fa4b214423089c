import { defaultExplorers } from '@koers/shared/explorers';
import { describe, expect, it } from 'vitest';
import { camelCaseSearch, changeSearch, internalSearchQuery, readExplorerParams, searchQuery } from './explorer-params';

const [internet] = defaultExplorers();
const [sectorInternet] = defaultExplorers({ sectorCodes: ['Q'] });
const index = internet?.indexConfiguration;
const FIELD = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
const organizationVacancies = defaultExplorers({
  customFieldFilters: [{ customFieldId: FIELD, title: 'Dienstverband' }],
})[1]?.indexConfiguration;

describe('explorer parameters in the URL', () => {
  it('defaults to 25 km, the last month, the newest first and page 1', () => {
    expect(readExplorerParams(new URLSearchParams(), index)).toEqual({
      q: '',
      filters: {},
      customFields: {},
      geoId: null,
      radius: 25,
      period: 'last_month',
      sort: 'newest',
      page: 1,
    });
  });

  it('sorts by relevance while searching for words', () => {
    expect(readExplorerParams(new URLSearchParams('q=kok'), index).sort).toBe('relevance');
  });

  it('reads facets, location, radius, period, sort and page, and builds the service query', () => {
    const search = new URLSearchParams(
      'q=kok&f[educationLevel]=mbo3,mbo4&geoId=3511&radius=10&period=last_week&sort=distance&page=3',
    );
    const params = readExplorerParams(search, index);
    expect(searchQuery(params, search, 20)).toEqual({
      q: 'kok',
      'f[educationLevel]': 'mbo3,mbo4',
      geoId: '3511',
      radius: '10',
      period: 'last_week',
      sort: 'distance',
      'page[number]': '3',
      'page[size]': '20',
    });
  });

  it('applies the automatic sector filter until the facet is chosen in the URL (even as nothing)', () => {
    const config = sectorInternet?.indexConfiguration;
    expect(readExplorerParams(new URLSearchParams(), config).filters).toEqual({ sector: ['Q'] });
    expect(readExplorerParams(new URLSearchParams('f[sector]='), config).filters).toEqual({ sector: [] });
  });

  it('keeps a custom field’s choice in f[<field id>] and sends it as cf[<field id>]; all chooses nothing', () => {
    const search = new URLSearchParams(`f[${FIELD}]=Vast&f[educationLevel]=mbo2`);
    const params = readExplorerParams(search, organizationVacancies);
    expect(params.customFields).toEqual({ [FIELD]: 'Vast' });
    expect(internalSearchQuery(params, null, 20)).toMatchObject({
      [`cf[${FIELD}]`]: 'Vast',
      'f[educationLevel]': 'mbo2',
    });
    expect(readExplorerParams(new URLSearchParams(`f[${FIELD}]=all`), organizationVacancies).customFields).toEqual({});
    // The internet vacancies have no custom fields.
    expect(readExplorerParams(search, index).customFields).toEqual({});
  });

  it('converts underscore keys to camel case', () => {
    expect(camelCaseSearch(new URLSearchParams('geo_id=3511&organization_coc_number=12345678'))?.toString()).toBe(
      'geoId=3511&organizationCocNumber=12345678',
    );
    expect(camelCaseSearch(new URLSearchParams('geoId=3511'))).toBeNull();
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(changeSearch(new URLSearchParams('q=kok&page=4'), { q: 'bakker' }).toString()).toBe('q=bakker');
    expect(changeSearch(new URLSearchParams('q=kok&page=4'), { page: '5' }).toString()).toBe('q=kok&page=5');
  });
});
