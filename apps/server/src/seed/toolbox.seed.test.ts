import { describe, expect, it } from 'vitest';
import { useDemoWorldApp } from './demo-world.test-helpers';
import { DEMO_TOOLBOX_FILE } from './toolbox.seed';

const t = useDemoWorldApp();

describe('demo toolbox', () => {
  it('Daan has tips from his coach, newest first, one read; the coach’s library has them all', async () => {
    const daan = await (await t.loginAsDemo('kandidaat@demo.koers.nl')).get('/api/v1/my/essentials');
    expect(daan.body.meta).toMatchObject({ count: 3, unread: 2 });
    expect(daan.body.data.map((row: { attributes: { title: string } }) => row.attributes.title)).toEqual([
      'Voorbereiden op een sollicitatiegesprek',
      'Netwerken zonder ongemak',
      'Een sollicitatiebrief in vijf stappen',
    ]);
    const coach = await (await t.loginAsDemo('coach@demo.koers.nl')).get('/api/v1/toolbox_items');
    expect(coach.body.meta.count).toBe(4);
  });

  it('the interview tip has the authored worksheet, stored as an upload: the coach and Daan download it', async () => {
    const worksheet = DEMO_TOOLBOX_FILE.bytes();
    expect(worksheet.toString('utf8')).toContain('Vertel iets over jezelf');
    const coach = await t.loginAsDemo('coach@demo.koers.nl');
    const library = (await coach.get('/api/v1/toolbox_items')).body.data as Array<{
      attributes: {
        title: string;
        files: Array<{ filename: string; contentType: string; byteSize: number; url: string }>;
      };
    }>;
    const withFiles = library.filter((item) => item.attributes.files.length > 0);
    expect(withFiles.map((item) => item.attributes.title)).toEqual(['Voorbereiden op een sollicitatiegesprek']);
    const [file] = withFiles[0]?.attributes.files ?? [];
    expect(file).toMatchObject({
      filename: 'werkblad-sollicitatiegesprek.txt',
      contentType: 'text/plain',
      byteSize: worksheet.length,
    });
    const asCoach = await coach.get(file?.url ?? '');
    expect(asCoach.status).toBe(200);
    expect(asCoach.text).toBe(worksheet.toString('utf8'));

    const daan = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const essentials = (await daan.get('/api/v1/my/essentials')).body.data as Array<{
      attributes: { title: string; files: Array<{ url: string }> };
    }>;
    const tip = essentials.find((item) => item.attributes.title === 'Voorbereiden op een sollicitatiegesprek');
    const download = await daan.get(tip?.attributes.files[0]?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('werkblad-sollicitatiegesprek.txt');
    expect(download.text).toBe(worksheet.toString('utf8'));
    // Fatima, a candidate of another organisation, does not get it.
    const fatima = await t.loginAsDemo('kandidaat@stroomlijn.demo.koers.nl');
    expect((await fatima.get(new URL(file?.url ?? '', t.url).pathname)).status).toBe(404);
  });
});
