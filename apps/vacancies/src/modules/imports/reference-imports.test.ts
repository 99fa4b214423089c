import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@koers/server-core/db/database';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { importText, loggedIn } from '../../testing/vacancies-testing';
import { importEsco } from '../occupations/esco-import';
import { syncAuthoredOccupations } from '../occupations/occupations.service';
import { importPostcodes, parseGeonamesPostcodes } from '../places/postcodes-import';
import { refreshSearchRowsOfJobTitles } from '../vacancies/vacancies.service';

// The importers read the public formats operators download. By default they run on the small
// files in ./fixtures (written for Koers in those formats; see its README); with
// KOERS_SHARED_DATA pointing at the full public files (as CI does), on those. The product itself
// never reads either.
const fullData = process.env.KOERS_SHARED_DATA;
const SOURCE = fullData
  ? { dir: path.resolve(fullData), iscoGroups: 619, occupations: 3007 }
  : { dir: fileURLToPath(new URL('./fixtures', import.meta.url)), iscoGroups: 34, occupations: 24 };
// The full files take a while on a busy machine (3,007 occupations, twice).
const FULL_DATA_TIMEOUT = fullData ? { timeout: 120_000 } : {};
const read = (name: string) => fs.readFileSync(path.join(SOURCE.dir, name), 'utf8');

let t: TestApp;
const API = '/vacancies/api/v1';
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GeoNames postal codes', () => {
  it(
    'imports the Dutch PC4 codes, and geocodes postal codes and the location field with them',
    FULL_DATA_TIMEOUT,
    async () => {
      const text = read('geonames-postcodes-NL.tsv');
      const { rows, stats } = parseGeonamesPostcodes(
        `${text}NL\t12\tnergens\nNL\t9999\tTest\t\t\t\t\t\t\tnoord\toost\t\n`,
      );
      expect(stats.errors).toEqual([
        { line: text.split('\n').length, message: 'verwacht 12 kolommen, gevonden 3' },
        { line: text.split('\n').length + 1, message: 'ongeldige coördinaten' },
      ]);
      const distinct = new Set(
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t')[1]),
      );
      expect(rows).toHaveLength(distinct.size);
      // Before the import a postal code lies at its town's centre; afterwards at its own centroid,
      // at once (locations are remembered for a while, but an import forgets them).
      const { client } = await loggedIn(t);
      const before = await client.get(`${API}/places`, { query: { _q: '9401' } });
      expect(before.body.data[0]).toMatchObject({ id: '9401', attributes: { kind: 'postal_code' } });
      await importPostcodes(t.database.db, rows);
      await importPostcodes(t.database.db, rows);
      const [count] = await t.database.query<{ n: number }>('select count(*)::int as n from vacancies.postal_codes');
      expect(count?.n).toBe(distinct.size);

      const assen =
        text
          .split('\n')
          .find((line) => line.split('\t')[1] === '9401')
          ?.split('\t') ?? [];
      expect(before.body.data[0].attributes.coordinates).not.toEqual({ lat: Number(assen[9]), lon: Number(assen[10]) });
      const place = await client.get(`${API}/places`, { query: { _q: '9401' } });
      expect(place.body.data[0]).toMatchObject({
        id: '9401',
        attributes: {
          name: '9401 Assen',
          kind: 'postal_code',
          provinceCode: 'DR',
          coordinates: { lat: Number(assen[9]), lon: Number(assen[10]) },
        },
      });

      const posting = {
        '@type': 'JobPosting',
        identifier: 'postcode-1',
        url: 'https://www.werkplein.example/v/postcode-1',
        title: 'Beveiliger',
        description: '<p>Objectbeveiliging in Assen.</p>',
        datePosted: new Date().toISOString(),
        hiringOrganization: { name: 'Postcodetest Beveiliging' },
        jobLocation: { address: { postalCode: '9401 AB' } },
      };
      await importText(t.database, JSON.stringify(posting));
      const [vacancy] = await t.database.query<{
        city: string;
        province_code: string;
        latitude: number;
        longitude: number;
      }>(
        `select v.city, v.province_code, v.latitude, v.longitude from vacancies.external_vacancies v
       join vacancies.vacancy_sources s on s.vacancy_id = v.id where s.source_key = 'werkplein.example|postcode-1'`,
      );
      expect(vacancy).toEqual({
        city: 'Assen',
        province_code: 'DR',
        latitude: Number(assen[9]),
        longitude: Number(assen[10]),
      });
    },
  );

  it('finds places by name without any import, larger places first', async () => {
    const { client } = await loggedIn(t);
    const response = await client.get(`${API}/places`, { query: { _q: 'den' } });
    expect(response.body.data).toHaveLength(7);
    expect(response.body.data.slice(0, 2).map((item: any) => item.attributes.name)).toEqual(['Den Haag', 'Den Helder']);
    expect((await client.get(`${API}/places/den-haag-zh`)).body.data.attributes.provinceCode).toBe('ZH');
    expect((await client.get(`${API}/places/nergens-xx`)).status).toBe(404);
    const { client: without } = await loggedIn(t, { features: [] });
    expect((await without.get(`${API}/places`, { query: { _q: 'den' } })).status).toBe(403);
    expect((await t.client().get(`${API}/places`, { query: { _q: 'den' } })).status).toBe(401);
    const { actor: other } = await loggedIn(t);
    expect(
      (await client.get(`${API}/places/den-haag-zh`, { query: { user_context_id: other.userContextId } })).status,
    ).toBe(403);
  });
});

/** Imports a market vacancy titled `title`; gives a search of the explorer by text, by the titles found. */
async function importAndSearch(identifier: string, title: string, town: string) {
  await importText(
    t.database,
    JSON.stringify({
      '@type': 'JobPosting',
      identifier,
      url: `https://www.werkplein.example/v/${identifier}`,
      title,
      description: `<p>Op de markt in ${town}.</p>`,
      datePosted: new Date().toISOString(),
      hiringOrganization: { name: `Relabeltest ${town}` },
      jobLocation: { address: { addressLocality: town } },
    }),
  );
  const { client } = await loggedIn(t);
  return async (q: string): Promise<string[]> =>
    (await client.get(`${API}/external_vacancies`, { query: { q, period: 'all' } })).body.data.map(
      (vacancy: any) => vacancy.attributes.title,
    );
}

describe('ESCO occupations', () => {
  it(
    'imports the ISCO groups and occupations, merges authored occupations with the same label, and re-imports idempotently',
    FULL_DATA_TIMEOUT,
    async () => {
      const groupsText = read('esco-isco-groups-nl.csv');
      const occupationsText = read('esco-occupations-nl.csv');
      const groups = await importEsco(t.database.db, groupsText, refreshSearchRowsOfJobTitles);
      expect(groups).toMatchObject({ kind: 'isco_groups', read: SOURCE.iscoGroups, errors: [] });

      const [before] = await t.database.query<{ n: number }>('select count(*)::int as n from vacancies.job_titles');
      const first = await importEsco(t.database.db, occupationsText, refreshSearchRowsOfJobTitles);
      expect(first.kind).toBe('occupations');
      expect(first.read).toBe(SOURCE.occupations);
      expect(first.created + first.merged).toBe(SOURCE.occupations);
      expect(first.merged).toBeGreaterThan(0);
      const [after] = await t.database.query<{ n: number }>('select count(*)::int as n from vacancies.job_titles');
      expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(first.created);

      const again = await importEsco(t.database.db, occupationsText, refreshSearchRowsOfJobTitles);
      expect(again).toMatchObject({ created: 0, merged: 0, updated: SOURCE.occupations });

      // Labels and groups come from ESCO now: the first data row's occupation, its alternative label and its sector.
      const readRows = (text: string): Array<Record<string, string>> => parse(text, { bom: true, columns: true });
      const [row] = readRows(occupationsText);
      const value = (name: string) => row?.[name] ?? '';
      const { client } = await loggedIn(t);
      const byLabel = await client.get(`${API}/job_titles`, {
        query: { _q: value('preferredLabel'), include: 'job_sector' },
      });
      const found = byLabel.body.data.find((item: any) => item.attributes.code === value('code'));
      expect(found.attributes.altLabels).toEqual(value('altLabels').split('\n').filter(Boolean));
      const sectorLabel = readRows(groupsText).find(
        (entry) => entry.code === value('iscoGroup').slice(0, 1),
      )?.preferredLabel;
      expect(
        byLabel.body.included.find((item: any) => item.id === value('iscoGroup').slice(0, 1)).attributes.name,
      ).toBe(sectorLabel);
    },
  );

  it("finds an occupation's vacancies by its new label once an import renames it", async () => {
    const header =
      'conceptType,conceptUri,iscoGroup,preferredLabel,altLabels,hiddenLabels,status,modifiedDate,regulatedProfessionNote,scopeNote,definition,inScheme,description,code';
    const occupation = (label: string) =>
      `${header}\nOccupation,https://koers.example/testdata/occupation/wafels,7512,${label},,,released,,,,,,Bakt wafels.,7512.9\n`;
    await importEsco(t.database.db, occupation('Wafelbakker'), refreshSearchRowsOfJobTitles);
    const search = await importAndSearch('relabel-1', 'Wafelbakker', 'Gouda');
    expect(await search('wafelbakker')).toEqual(['Wafelbakker']);
    expect(await search('stroopwafelmaker')).toEqual([]);

    const renamed = await importEsco(t.database.db, occupation('Stroopwafelmaker'), refreshSearchRowsOfJobTitles);
    expect(renamed).toMatchObject({ updated: 1, vacanciesRelabelled: 1 });
    expect(await search('stroopwafelmaker')).toEqual(['Wafelbakker']);
  });

  it("finds an authored occupation's vacancies by its new label once the authored list renames it", async () => {
    const authored = (label: string) => ({
      groups: [],
      occupations: [
        {
          code: 'koers-test-kaas',
          labelNl: label,
          altLabels: [],
          iscoCode: '7513',
          escoUri: null,
          authoredKey: 'test-kaas',
          description: null,
          source: 'authored',
        },
      ],
    });
    expect(await syncAuthoredOccupations(t.database.db, authored('Polderkaasdrager'))).toEqual([]);
    const search = await importAndSearch('relabel-2', 'Polderkaasdrager', 'Edam');
    expect(await search('polderkaasmeester')).toEqual([]);

    await t.database.db.transaction(async (tx) => {
      const relabelled = await syncAuthoredOccupations(tx as unknown as Db, authored('Polderkaasmeester'));
      expect(relabelled).toHaveLength(1);
      expect(await refreshSearchRowsOfJobTitles(tx as unknown as Db, relabelled)).toBe(1);
    });
    expect(await search('polderkaasmeester')).toEqual(['Polderkaasdrager']);
    // Unchanged labels rebuild nothing.
    expect(await syncAuthoredOccupations(t.database.db, authored('Polderkaasmeester'))).toEqual([]);
  });

  it('refuses a file that is not an ESCO export', async () => {
    await expect(importEsco(t.database.db, 'naam,code\nKok,1\n', refreshSearchRowsOfJobTitles)).rejects.toThrow(
      'Dit is geen ESCO-CSV',
    );
  });
});
