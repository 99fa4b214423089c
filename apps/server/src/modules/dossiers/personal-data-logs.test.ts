import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The server's own log, as an operator would ship it (JSON, level info), read back by the test.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(async () => {
  await t.close();
});

const given = {
  firstName: 'Marieke',
  lastNamePrefix: 'van',
  lastName: 'Oosterwolde-Brink',
  email: 'marieke.oosterwolde@voorbeeld.nl',
  phone: '06 87654321',
  dateOfBirth: '1979-11-23',
  street: 'Zonnebloemlaan',
  houseNumber: '117b',
  postalCode: '9721 XK',
  city: 'Groningen',
  clientNumber: 'KL-9931-5518',
};

describe('no personal data in logs', () => {
  it('a write that fails in the database logs its SQL state and ids, none of the values it was given', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = t.client();
    await client.login(coach.email, coach.password);
    const personalFileId = (await client.get(`/api/v1/dossier/${dossier.id}`)).body.data.relationships.personalFile.data
      .id as string;
    // The database refuses the write (a fault no schema can foresee), after the values reached it.
    await t.database.exec(`
      create function refuse_personal_file_update() returns trigger language plpgsql as $$
      begin raise exception 'schrijven geweigerd' using errcode = 'XX001'; end $$;
      create trigger refuse_update before update on personal_files
        for each row execute function refuse_personal_file_update();`);
    try {
      lines.length = 0;
      const response = await client.patch(
        `/api/v1/personal_file/${personalFileId}?_q=${encodeURIComponent(given.lastName)}`,
        { data: { type: 'personal_files', attributes: given } },
        { headers: { authorization: 'Bearer geheim-token-789' } },
      );
      expect(response.status).toBe(500);
      expect(response.text).not.toContain(given.lastName);

      const log = lines.join('\n');
      expect(log).toContain('"sqlState":"XX001"');
      expect(log).toContain(`/api/v1/personal_file/${personalFileId}`);
      const values = [...Object.values(given), '1979-11-23', 'geheim-token-789', client.cookie?.split('=')[1] ?? ''];
      for (const value of values) expect(log, value).not.toContain(value);
    } finally {
      await t.database.exec(
        'drop trigger refuse_update on personal_files; drop function refuse_personal_file_update();',
      );
    }
  });
});
