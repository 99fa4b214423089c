import { describe, expect, it } from 'vitest';
import { toolboxItems } from '../../schema/toolbox.table';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

// The toolbox library's search box (issue 36.3): `_q` on title, text without its HTML, and link names.

const t = useTestApp();

async function coachWithLibrary() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const organizationId = coach.organization.id;
  await t.database.db.insert(toolboxItems).values([
    { organizationId, title: 'Sollicitatiebrief schrijven', text: '<p>Begin met <strong>waarom</strong> jij.</p>' },
    {
      organizationId,
      title: 'Netwerken',
      text: '<p>Vraag een kop koffie.</p>',
      links: [{ title: 'LinkedIn-gids', url: 'https://example.org/gids' }],
    },
    { organizationId, title: '100% zeker op gesprek', text: '' },
  ]);
  const client = t.client();
  await client.login(coach.email, TEST_PASSWORD);
  const titles = async (q: string) => {
    const response = await client.get('/api/v1/toolbox_items', { query: { _q: q } });
    expect(response.status).toBe(200);
    return (response.body.data as any[]).map((item) => item.attributes.title).sort();
  };
  return { coach, titles };
}

describe('GET /api/v1/toolbox_items?_q=', () => {
  it('finds items by title, text and link name; every word must match; wildcards are plain text', async () => {
    const { titles } = await coachWithLibrary();
    expect(await titles('brief')).toEqual(['Sollicitatiebrief schrijven']);
    expect(await titles('KOFFIE')).toEqual(['Netwerken']);
    expect(await titles('linkedin')).toEqual(['Netwerken']);
    // The HTML's tags are no words of the text.
    expect(await titles('strong')).toEqual([]);
    expect(await titles('brief waarom')).toEqual(['Sollicitatiebrief schrijven']);
    expect(await titles('brief koffie')).toEqual([]);
    expect(await titles('%')).toEqual(['100% zeker op gesprek']);
    expect(await titles('_')).toEqual([]);
    expect(await titles('')).toHaveLength(3);
  });

  it('never searches another organisation’s library', async () => {
    await coachWithLibrary();
    const other = await coachWithLibrary();
    expect(await other.titles('Netwerken')).toEqual(['Netwerken']);
  });
});
