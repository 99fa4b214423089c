import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importCorpus, importText, loggedIn, jobPosting as posting } from '../../../testing/vacancies-testing';
import { compactSearchMonth, refreshSearchRows, SOURCE_TYPE_BITS } from '../../vacancies/search-projection.queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-06-15T12:00:00Z');

async function counts() {
  const [row] = await t.database.query<{ vacancies: number; sources: number; search: number }>(
    `select (select count(*)::int from vacancies.external_vacancies) as vacancies,
            (select count(*)::int from vacancies.vacancy_sources) as sources,
            (select count(*)::int from vacancies.vacancy_search) as search`,
  );
  return row as { vacancies: number; sources: number; search: number };
}

describe('importing a generated feed', () => {
  it('finds every planted repost: one vacancy per job, one source per posting, and re-importing changes nothing', async () => {
    const before = await counts();
    // Small batches: reposts must be found across batches, also while the next batch is prepared.
    const { stats, summary, records } = await importCorpus(t.database, {
      count: 400,
      seed: 'dedup',
      now: NOW,
      batchSize: 37,
    });
    expect(summary.reposts).toBeGreaterThan(100);
    expect(stats).toMatchObject({ read: 400, failed: 0, created: summary.jobs, merged: summary.reposts });
    const after = await counts();
    expect(after.vacancies - before.vacancies).toBe(summary.jobs);
    expect(after.sources - before.sources).toBe(400);
    expect(after.search - before.search).toBe(summary.jobs);

    // Every vacancy holds the postings of exactly one planted job (the job number is in each identifier).
    const groups = await t.database.query<{ jobs: number }>(
      `select count(distinct split_part(source_key, '-', -1))::int as jobs from vacancies.vacancy_sources
       where source_key like '%|EMP-%' or source_key ~ '\\|[A-Za-z]+-[0-9]+$' group by vacancy_id`,
    );
    expect(groups.every((group) => group.jobs === 1)).toBe(true);

    const stamps = await t.database.query(`select id, updated_at from vacancies.external_vacancies order by id`);
    const again = await importCorpus(t.database, { count: 400, seed: 'dedup', now: NOW });
    expect(again.stats).toMatchObject({ read: 400, created: 0, merged: 0, updated: 0, unchanged: 400, failed: 0 });
    expect(await counts()).toEqual(after);
    expect(await t.database.query(`select id, updated_at from vacancies.external_vacancies order by id`)).toEqual(
      stamps,
    );
    expect(records).toHaveLength(400);
  });

  it('shows a repost as one vacancy with several sources through the API', async () => {
    const [row] = await t.database.query<{ id: string; n: number }>(
      `select vacancy_id as id, count(*)::int as n from vacancies.vacancy_sources group by vacancy_id order by n desc limit 1`,
    );
    const { client } = await loggedIn(t);
    const response = await client.get(`/vacancies/api/v1/external_vacancies/${row?.id}?include=sources,default_source`);
    expect(response.status).toBe(200);
    const sources = response.body.included.filter((item: any) => item.type === 'vacancy_sources');
    expect(sources.length).toBe(row?.n);
    expect(new Set(sources.map((source: any) => source.attributes.domain)).size).toBe(row?.n);
    expect(response.body.data.relationships.sources.data).toHaveLength(row?.n ?? 0);
  });
});

describe('reposts and the search rows', () => {
  it('rewrites a search row only when a repost changes what is searched', async () => {
    const job = {
      title: 'Orderpicker koelcel',
      description: '<p>Je verzamelt orders in de koelcel van ons magazijn in Tilburg.</p>',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Herplaatsing Logistiek B.V.',
        sameAs: 'https://www.herplaatsing-logistiek.example',
      },
    };
    const importPosting = (identifier: string, url: string) =>
      importText(t.database, `${JSON.stringify(posting({ ...job, identifier, url }))}\n`, { now: NOW });
    const searchRow = async () => {
      const [row] = await t.database.query<{ version: string; types: number }>(
        `select s.xmin::text as version, s.source_types as types from vacancies.vacancy_search s
         where s.vacancy_id = (select vacancy_id from vacancies.vacancy_sources where source_key like '%|herplaatsing-1')`,
      );
      return row;
    };
    expect(await importPosting('herplaatsing-1', 'https://www.werkplein.example/v/herplaatsing-1')).toMatchObject({
      created: 1,
    });
    const first = await searchRow();
    expect(first?.types).toBe(SOURCE_TYPE_BITS.job_board);

    // The same job on a second job board: one more source, nothing searchable changes.
    expect(await importPosting('herplaatsing-2', 'https://www.banenbank.example/v/herplaatsing-2')).toMatchObject({
      merged: 1,
    });
    expect(await searchRow()).toEqual(first);

    // On the employer's own site: the vacancy is now also found there, so its row is rewritten.
    expect(
      await importPosting('herplaatsing-3', 'https://www.herplaatsing-logistiek.example/vacatures/herplaatsing-3'),
    ).toMatchObject({ merged: 1 });
    const third = await searchRow();
    expect(third?.version).not.toBe(first?.version);
    expect(third?.types).toBe(SOURCE_TYPE_BITS.job_board | SOURCE_TYPE_BITS.employer_site);
  });

  it("fills a vacancy's gaps from a repost, and leaves its row as it is when the repost adds nothing", async () => {
    const job = {
      title: 'Heftruckchauffeur nachtdienst',
      description: '<p>Je rijdt in de nachtdienst met de heftruck door ons magazijn in Tilburg.</p>',
      hiringOrganization: { name: 'Opvulling Logistiek B.V.', sameAs: 'https://www.opvulling-logistiek.example' },
    };
    const importPosting = (identifier: string, url: string, extra = {}) =>
      importText(t.database, `${JSON.stringify(posting({ ...job, identifier, url, ...extra }))}\n`, { now: NOW });
    const vacancy = async () =>
      (
        await t.database.query<{ version: string; hours: number | null; url: string }>(
          `select v.xmin::text as version, v.hours_max as hours, d.source_url as url from vacancies.external_vacancies v
           join vacancies.vacancy_sources d on d.id = v.default_source_id
           where v.id = (select vacancy_id from vacancies.vacancy_sources where source_key like '%|opvulling-1')`,
        )
      )[0];
    const board = 'https://www.werkplein.example/v/opvulling-1';
    expect(await importPosting('opvulling-1', board)).toMatchObject({ created: 1 });
    const first = await vacancy();
    expect(first).toMatchObject({ hours: null, url: board });
    const second = await importPosting('opvulling-2', 'https://www.banenbank.example/v/opvulling-2');
    expect(second).toMatchObject({ merged: 1 });
    expect(await vacancy()).toEqual(first);
    const hours = { workHours: '32 - 40 uur' };
    expect(await importPosting('opvulling-3', 'https://www.jobs.example/v/opvulling-3', hours)).toMatchObject({
      merged: 1,
    });
    const filled = await vacancy();
    expect(filled).toMatchObject({ hours: 40, url: board });
    expect(filled?.version).not.toBe(first?.version);
    const own = 'https://www.opvulling-logistiek.example/vacatures/opvulling-4';
    expect(await importPosting('opvulling-4', own)).toMatchObject({ merged: 1 });
    expect(await vacancy()).toMatchObject({ hours: 40, url: own });
  });

  it("keeps a repost's search vector only while it is the one built afresh", async () => {
    const vectors = async () =>
      t.database.query<{ id: string; vector: string }>(
        `select vacancy_id as id, search_vector::text as vector from vacancies.vacancy_search order by vacancy_id`,
      );
    // Reposts of this corpus keep the vector of their row: all of it as if built anew.
    await importCorpus(t.database, { count: 300, seed: 'vectors', now: NOW, batchSize: 50 });
    const imported = await vectors();
    await refreshSearchRows(
      t.database.db,
      imported.map((row) => row.id),
    );
    expect(await vectors()).toEqual(imported);

    // When what the head is built from changed (the employer's name), the vector is built anew.
    const [vacancy] = await t.database.query<{ id: string; employer: string }>(
      `select v.id, v.employer_id as employer from vacancies.external_vacancies v
       join vacancies.vacancy_search s on s.vacancy_id = v.id order by v.id limit 1`,
    );
    const id = vacancy?.id as string;
    await t.database.query(`update vacancies.internet_employers set name = name || ' Zeldzaamwoord' where id = $1`, [
      vacancy?.employer,
    ]);
    const vectorOf = () =>
      t.database.query<{ vector: string }>(
        `select search_vector::text as vector from vacancies.vacancy_search where vacancy_id = $1`,
        [id],
      );
    await refreshSearchRows(t.database.db, [id], { sameTextIds: [id] });
    const kept = await vectorOf();
    expect(kept[0]?.vector).toContain("'zeldzaamwoord'");
    await refreshSearchRows(t.database.db, [id]);
    expect(await vectorOf()).toEqual(kept);
  });
});

describe('malformed records', () => {
  it.each([
    { where: 'in this thread', prefix: 'regels', normalizeInWorkerAfter: undefined },
    { where: 'in a worker thread', prefix: 'worker', normalizeInWorkerAfter: 0 },
  ])(
    'reports each bad line with its number, skips it, and still lands the rest (normalised $where)',
    async ({ prefix, normalizeInWorkerAfter }) => {
      const good = (id: string, title: string) =>
        JSON.stringify(posting({ identifier: id, title, url: `https://www.werkplein.example/v/${id}` }));
      const lines = [
        good(`${prefix}-1`, 'Heftruckchauffeur'),
        '{"title": "kapot", ',
        good(`${prefix}-3`, 'Orderpicker'),
        JSON.stringify(posting({ identifier: `${prefix}-4`, title: '' })),
        JSON.stringify(posting({ identifier: `${prefix}-5`, datePosted: 'gisteren' })),
        JSON.stringify(posting({ identifier: `${prefix}-6`, hiringOrganization: {} })),
        '[1, 2]',
        JSON.stringify(posting({ identifier: `${prefix}-8`, '@type': 'Event' })),
        good(`${prefix}-9`, 'Vrachtwagenchauffeur'),
      ];
      const before = await counts();
      const stats = await importText(t.database, `${lines.join('\n')}\n`, {
        now: NOW,
        ...(normalizeInWorkerAfter === undefined ? {} : { normalizeInWorkerAfter }),
      });
      expect(stats).toMatchObject({ read: 9, created: 3, failed: 6 });
      expect(stats.errors.map((error) => error.line)).toEqual([2, 4, 5, 6, 7, 8]);
      expect(stats.errors[0]?.message).toContain('geen geldige JSON');
      expect(stats.errors[1]?.message).toBe('title ontbreekt');
      expect(stats.errors[2]?.message).toBe('datePosted ontbreekt of is geen geldige datum');
      expect(stats.errors[3]?.message).toBe('hiringOrganization.name ontbreekt');
      const after = await counts();
      expect(after.vacancies - before.vacancies).toBe(3);
      expect(after.sources - before.sources).toBe(3);
      expect(after.search - before.search).toBe(3);
    },
  );

  it('reads a JSON array, with the line each record starts on', async () => {
    const records = [
      posting({ identifier: 'lijst-1', title: 'Kok, "zelfstandig" [m/v]' }),
      posting({ identifier: 'lijst-2', title: 'Bakker' }),
    ];
    const text = `[\n${JSON.stringify(records[0], null, 2)},\n{ "title": oeps },\n${JSON.stringify(records[1], null, 2)}\n]\n`;
    const stats = await importText(t.database, text, { now: NOW });
    expect(stats).toMatchObject({ read: 3, created: 2, failed: 1 });
    const secondStart = text.split('\n').findIndex((line) => line.includes('oeps')) + 1;
    expect(stats.errors).toEqual([{ line: secondStart, message: expect.stringContaining('geen geldige JSON') }]);
  });

  it('reports an array that ends too early', async () => {
    const text = `[${JSON.stringify(posting({ identifier: 'afgebroken-1' }))}, {"title": "half`;
    const stats = await importText(t.database, text, { now: NOW });
    expect(stats.created).toBe(1);
    expect(stats.errors.at(-1)?.message).toContain('eindigt midden in de lijst');
  });

  it('updates a known posting whose content changed, without adding a vacancy', async () => {
    const first = posting({
      identifier: 'wijzig-1',
      url: 'https://www.testlogistiek.example/vacatures/1',
      title: 'Planner transport',
    });
    await importText(t.database, JSON.stringify(first), { now: NOW });
    const before = await counts();
    const changed = { ...first, description: '<p>Nieuwe tekst: je plant ritten door heel Brabant.</p>' };
    const stats = await importText(t.database, JSON.stringify(changed), { now: NOW });
    expect(stats).toMatchObject({ updated: 1, created: 0 });
    expect(await counts()).toEqual(before);
    const [row] = await t.database.query<{ full_text: string }>(
      `select v.full_text from vacancies.external_vacancies v join vacancies.vacancy_sources s on s.vacancy_id = v.id
       where s.source_key = 'testlogistiek.example|wijzig-1'`,
    );
    expect(row?.full_text).toContain('door heel Brabant');
  });

  it('moves a posting whose date changed to the search partition of its new month, leaving one search row', async () => {
    const first = posting({
      identifier: 'verhuis-1',
      url: 'https://www.testlogistiek.example/vacatures/2',
      title: 'Verhuisplanner',
      datePosted: '2026-03-30',
    });
    await importText(t.database, JSON.stringify(first), { now: NOW });
    const before = await counts();
    const stats = await importText(t.database, JSON.stringify({ ...first, datePosted: '2026-06-02' }), { now: NOW });
    expect(stats).toMatchObject({ updated: 1, created: 0 });
    expect(await counts()).toEqual(before);
    const rows = await t.database.query<{ partition: string; day: number }>(
      `select s.tableoid::regclass::text as partition, s.posted_day as day from vacancies.vacancy_search s
       join vacancies.vacancy_sources src on src.vacancy_id = s.vacancy_id where src.source_key = 'testlogistiek.example|verhuis-1'`,
    );
    expect(rows).toEqual([{ partition: 'vacancies.vacancy_search_2026_06', day: Date.UTC(2026, 5, 2) / 86_400_000 }]);
  });
});

describe('laying a month out by place after a bulk import', () => {
  /** The month's rows in the order they lie in the table, and how its indexes and keys hang together. */
  async function monthLayout(name: string) {
    const [shape] = await t.database.query<{
      rows: number;
      inPlaceOrder: boolean;
      attached: boolean;
      indexes: number;
      unattached: number;
      keys: string;
    }>(
      `select (select count(*)::int from vacancies.${name}) as rows,
              (select array_agg((cell, posted_day)::text order by ctid)
                    = array_agg((cell, posted_day)::text order by cell, posted_day) from vacancies.${name}) as "inPlaceOrder",
              exists (select from pg_inherits where inhrelid = 'vacancies.${name}'::regclass
                        and inhparent = 'vacancies.vacancy_search'::regclass) as attached,
              (select count(*)::int from pg_index where indrelid = 'vacancies.${name}'::regclass) as indexes,
              (select count(*)::int from pg_index i where i.indrelid = 'vacancies.${name}'::regclass
                 and not exists (select from pg_inherits h where h.inhrelid = i.indexrelid)) as unattached,
              (select string_agg(contype::text || (conparentid <> 0)::text, ',' order by contype) from pg_constraint
                 where conrelid = 'vacancies.${name}'::regclass and contype in ('p', 'f')) as keys`,
    );
    return shape;
  }
  const contents = () =>
    t.database.query(
      `select md5(string_agg(s::text, '|' order by s.vacancy_id)) as hash from vacancies.vacancy_search s`,
    );

  it('rewrites each month the import wrote a large share of, by cell and day, keeping its rows, indexes and keys', async () => {
    const now = new Date('2025-03-15T12:00:00Z');
    const { stats, summary } = await importCorpus(t.database, {
      count: 600,
      seed: 'layout',
      now,
      batchSize: 50,
      compactMinimumRows: 5,
    });
    expect(stats.failed).toBe(0);
    // 14 months of postings, each far more than a tenth new: all of them rewritten.
    expect(stats.compactedMonths).toContain('2025-02');
    expect(stats.compactedMonths.length).toBeGreaterThanOrEqual(13);
    const layout = await monthLayout('vacancy_search_2025_02');
    expect(layout).toMatchObject({
      inPlaceOrder: true,
      attached: true,
      indexes: 5,
      unattached: 0,
      keys: 'ftrue,ptrue',
    });
    expect(layout?.rows).toBeGreaterThan(10);
    const [tables] = await t.database.query<{ copies: number }>(
      `select count(*)::int as copies from pg_class where relname like 'vacancy_search%compact%'`,
    );
    expect(tables?.copies).toBe(0);

    // Once more by hand: the same rows afterwards, and the foreign key still removes a vacancy's row.
    const before = await contents();
    expect(await compactSearchMonth(t.database, new Date('2025-02-10T00:00:00Z'))).toBe(true);
    expect(await contents()).toEqual(before);
    const [victim] = await t.database.query<{ id: string }>(
      `select vacancy_id as id from vacancies.vacancy_search_2025_02 limit 1`,
    );
    await t.database.query(`delete from vacancies.external_vacancies where id = $1`, [victim?.id]);
    const [left] = await t.database.query<{ rows: number }>(
      `select count(*)::int as rows from vacancies.vacancy_search where vacancy_id = $1`,
      [victim?.id],
    );
    expect(left?.rows).toBe(0);
    expect(summary.jobs).toBeGreaterThan(100);
  });

  it('leaves the months alone when an import wrote only a few of their rows', async () => {
    const { stats } = await importCorpus(t.database, {
      count: 40,
      seed: 'trickle',
      now: new Date('2025-03-15T12:00:00Z'),
    });
    expect(stats.created).toBeGreaterThan(0);
    expect(stats.compactedMonths).toEqual([]);
    expect(await compactSearchMonth(t.database, new Date('2019-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('sanitising', () => {
  const vectors = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">klik</a>',
    '<a href="JaVaScRiPt:alert(1)">klik</a>',
    '<a href="java\nscript:alert(1)">klik</a>',
    '<a href="&#106;avascript:alert(1)">klik</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
    '<a href="vbscript:msgbox(1)">klik</a>',
    '<a href="//evil.example/x">klik</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf"></object>',
    '<embed src="x.swf">',
    '<body onload=alert(1)>',
    '<div style="background:url(javascript:alert(1))">tekst</div>',
    '<p style="color:red" onclick="alert(1)">tekst</p>',
    '<form action="https://evil.example"><input name=x></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<style>body{background:red}</style>',
    '<link rel=stylesheet href=https://evil.example/x.css>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<audio src=x onerror=alert(1)>',
    '<marquee onstart=alert(1)>x</marquee>',
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    '<scr<script>ipt>alert(1)</script>',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<a href="https://koers.example" onmouseover="alert(1)">ok</a>',
    '<h1 onclick=alert(1)>Kop</h1>',
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    '<isindex type=image src=1 onerror=alert(1)>',
    '<textarea><script>alert(1)</script></textarea>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><script>alert(1)</script></template>',
    '<button formaction=javascript:alert(1)>x</button>',
    '<a href=" javascript:alert(1)">klik</a>',
    '<a href="javascript&colon;alert(1)">klik</a>',
  ];
  const contexts = [
    (vector: string) => ({ description: `<p>Intro</p>${vector}<p>Slot</p>` }),
    (vector: string) => ({ description: `<ul><li>${vector}</li></ul>` }),
    (vector: string) => ({ description: '<p>Tekst</p>', jobBenefits: vector }),
    (vector: string) => ({ description: '<p>Tekst</p>', responsibilities: vector, qualifications: vector }),
    (vector: string) => ({ description: `${vector} tekst`, employerOverview: vector, title: `Kok ${vector}` }),
  ];
  const payloads = contexts.flatMap((context) => vectors.map((vector) => context(vector)));

  it('lets none of 200 XSS payloads through: only safe tags, safe attributes and http(s)/mailto/tel links', async () => {
    expect(payloads).toHaveLength(200);
    const records = payloads.map((fields, index) =>
      posting({ identifier: `xss-${index}`, url: `https://www.xss.example/v/${index}`, ...fields }),
    );
    const stats = await importText(t.database, records.map((record) => JSON.stringify(record)).join('\n'), {
      now: NOW,
    });
    expect(stats.failed + stats.created + stats.merged).toBe(200);
    const rows = await t.database.query<Record<string, string | null>>(
      `select v.id, v.title, v.full_text, v.function_profile, v.profile, v.benefits, v.employer_description
       from vacancies.external_vacancies v join vacancies.vacancy_sources s on s.vacancy_id = v.id
       where s.source_key like 'xss.example|%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const allowedTags = new Set([
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'h2',
      'h3',
      'h4',
      'a',
      'blockquote',
    ]);
    const { client } = await loggedIn(t);
    for (const row of rows) {
      const response = await client.get(`/vacancies/api/v1/external_vacancies/${row.id}`);
      expect(response.status, response.text).toBe(200);
      const attributes = response.body.data.attributes;
      expect(attributes.title).not.toMatch(/[<>]/);
      expect(attributes.organizationName).not.toMatch(/[<>]/);
      for (const html of [
        attributes.fullText,
        attributes.functionProfile,
        attributes.profile,
        attributes.benefits,
        attributes.employerDescription,
      ]) {
        if (html === null) continue;
        for (const match of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
          const [, tag, rest] = match as unknown as [string, string, string];
          expect(allowedTags.has(tag.toLowerCase())).toBe(true);
          const attributeNames = [...rest.matchAll(/([a-z-]+)\s*=/gi)].map((attribute) => attribute[1]?.toLowerCase());
          for (const name of attributeNames) expect(['href', 'rel', 'target']).toContain(name);
          const href = /href="([^"]*)"/i.exec(rest)?.[1];
          if (href !== undefined) expect(href).toMatch(/^(https?:\/\/[^/]|mailto:|tel:)/i);
        }
        expect(html).not.toMatch(/javascript|vbscript|onerror|onload|<script|<style|<iframe|<svg|<img/i);
      }
    }
  });
});
