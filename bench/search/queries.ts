import type { ExplorerQuery } from '@koers/vacancies/modules/vacancies/search/explorer-query';
import { parseExplorerQuery } from '@koers/vacancies/modules/vacancies/search/explorer-query';

/**
 * The fixed set of typical explorer searches: what candidates and coaches type (whole words and
 * prefixes), near a town (25 km unless said otherwise), in a period, with one or two facets,
 * sorted the three ways. A few browse without text, as the explorer does when it opens.
 */
const RAW: Array<Record<string, string>> = [
  { q: 'verpleegkundige', geoId: 'utrecht-ut' },
  { q: 'verpleeg', geoId: 'rotterdam-zh', 'f[educationLevel]': 'hbo' },
  { q: 'magazijnmedewerker', geoId: 'tilburg-nb', sort: 'distance' },
  { q: 'chauffeur', geoId: 'zwolle-ov', 'f[hours]': '32+' },
  { q: 'kok', geoId: 'amsterdam-nh', 'f[contractType]': 'vast,tijdelijk_uitzicht_vast' },
  { q: 'administratief medewerker', geoId: 'den-haag-zh', sort: 'newest' },
  { q: 'monteur', geoId: 'eindhoven-nb', 'f[educationLevel]': 'mbo2,mbo3' },
  { q: 'elektro', geoId: 'arnhem-ge' },
  { q: 'leraar', geoId: 'groningen-gr', period: 'last_3_months' },
  { q: 'schoonmaak', geoId: 'breda-nb', 'f[employmentType]': 'deeltijd' },
  { q: 'software developer', geoId: 'amsterdam-nh', 'f[hours]': '32+', sort: 'relevance' },
  { q: 'zorg', geoId: 'nijmegen-ge', 'f[province]': 'GE' },
  { q: 'verkoopmedewerker', geoId: 'leeuwarden-fr' },
  { q: 'beveiliger', geoId: 'rotterdam-zh', 'f[viaIntermediary]': 'false' },
  { q: 'pedagogisch', geoId: 'amersfoort-ut', 'f[educationLevel]': 'mbo3,mbo4' },
  { q: 'productie', geoId: 'venlo-li', 'f[sourceType]': 'job_board' },
  { q: 'accountmanager', geoId: 'utrecht-ut', sort: 'distance' },
  { q: 'timmerman', geoId: 'apeldoorn-ge' },
  { q: 'klantenservice', geoId: 'enschede-ov', 'f[availabilityLevel]': '3,4' },
  { q: 'vrachtwagenchauffeur ', geoId: 'tilburg-nb', radius: '50' },
  { q: 'hovenier', geoId: 'middelburg-ze', radius: '40' },
  { q: 'thuiszorg', geoId: 'maastricht-li', period: 'last_2_weeks' },
  { q: 'medewerker', geoId: 'utrecht-ut', 'f[educationLevel]': 'mbo2' },
  { q: 'inkoper', geoId: 'den-haag-zh', period: 'last_3_months' },
  { geoId: 'utrecht-ut' },
  { geoId: 'amsterdam-nh', 'f[educationLevel]': 'mbo4' },
  { geoId: '3011', sort: 'distance' },
  { geoId: 'assen-dr', 'f[hours]': '16-32', period: 'last_3_months' },
];

export const BENCH_QUERIES: Array<{ label: string; query: ExplorerQuery }> = RAW.map((raw) => ({
  label: Object.entries(raw)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
  query: parseExplorerQuery(raw),
}));
