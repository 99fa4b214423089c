import { defaultExplorers } from '@koers/shared/explorers';
import { describe, expect, it } from 'vitest';
import { camelCaseSearch, changeSearch, readExplorerParams, searchQuery } from './explorer-params';

const [internet] = defaultExplorers();
const [sectorInternet] = defaultExplorers({ sectorCodes: ['Q'] });
const index = internet?.indexConfiguration;

describe('explorer parameters in the URL', () => {
  it('defaults to 25 km, the last month, the newest first and page 1', () => {
    expect(readExplorerParams(new URLSearchParams(), index)).toEqual({
      q: '',
      filters: {},
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
