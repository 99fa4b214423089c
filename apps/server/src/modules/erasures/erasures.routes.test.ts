import fs from 'node:fs';
import path from 'node:path';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDossier, buildJournalEntry } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, type OrganizationRow, type Person } from '../../testing/factories';
import { connectSocket } from '../../testing/realtime-client';
import { buildCandidateProfile, buildShowroomConsent } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';
import { uploadDocument } from '../../testing/uploads';
import { eraseDossiersPastRetention } from './erasures.service';

const t = useTestApp();
const DAY = 24 * 3600 * 1000;

let world: { organization: OrganizationRow; admin: Person; coach: Person; stranger: Person };

beforeAll(async () => {
  const db = t.database.db;
  const organization = await buildOrganization(db);
  world = {
    organization,
    admin: await buildPerson(db, { organization, rights: { administrator: true } }),
    coach: await buildPerson(db, { organization, rights: { coach: true } }),
    stranger: await buildPerson(db, { rights: { administrator: true } }),
  };
});

/** Every text, json and array column of every table, in every schema: where the needle is found. */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = await t.database.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'tsvector')`,
  );
  const found: string[] = [];
  for (const column of columns) {
    const rows = await t.database.query<{ n: number }>(
      `select count(*)::int as n from "${column.table_schema}"."${column.table_name}" where "${column.column_name}"::text ilike $1`,
      [`%${needle}%`],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}

/** Every stored file under the app's DATA_DIR/files that holds the needle. */
function filesHolding(needle: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (fs.readFileSync(full).toString('latin1').toLowerCase().includes(needle.toLowerCase())) found.push(full);
    }
  };
  walk(t.filesDir);
  return found;
}

describe('POST dossier/{id}/erasure — a dossier erased for good', () => {
  it('leaves no trace of the name, e-mail address or phone number in any table or stored file; the log keeps the erasure', async () => {
    const db = t.database.db;
    const { organization, coach } = world;
    const unique = Math.random().toString(36).slice(2, 8);
    const name = `Zefanja Qwibus${unique}`;
    const email = `zefanja.${unique}@wissen.koers.nl`;
    const phone = `06-9${Math.floor(Math.random() * 1e7)}`.padEnd(11, '7');
    const built = await buildDossier(db, { organization, coaches: [coach], name, email });
    const candidate = built.candidate;
    if (!candidate) throw new Error('candidate');
    const dossierId = built.dossier.id;
    // Every place: profile with phone, a file named after them, messages both ways (so
    // notifications and mails), a journal entry, consent for showrooms, a reset request, an export.
    await buildCandidateProfile(db, organization.id, dossierId, {
      profile: { phone, aboutMe: `Ik ben ${name}, bel ${phone}.` },
    });
    const coachClient = await t.loginAs(coach);
    const pdf = Buffer.from(`%PDF-1.4\n% ${name} ${email} ${phone}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
    expect((await uploadDocument(coachClient, dossierId, { filename: `cv ${name}.pdf`, bytes: pdf })).status).toBe(200);
    const started = await coachClient.post('/api/v1/conversation', {
      data: {
        type: 'conversations',
        attributes: { subject: `Traject ${name}`, content: `Hoi ${name}, ik bel je op ${phone}.` },
        relationships: { participants: { data: [{ type: 'user_contexts', id: candidate.context.id }] } },
      },
    });
    expect(started.status).toBe(201);
    const candidateClient = await t.loginAs(candidate);
    const reply = await candidateClient.post('/api/v1/conversation_message', {
      data: {
        type: 'conversation_messages',
        attributes: { content: `Groet, ${name} (${email})` },
        relationships: { thread: { data: { type: 'conversations', id: started.body.data.id } } },
      },
    });
    expect(reply.status).toBe(201);
    await buildJournalEntry(db, { organizationId: organization.id, dossierId, text: `Gesprek met ${name}.` });
    await buildShowroomConsent(db, organization.id, dossierId, { candidate: true, coach: true });
    expect(
      (
        await t.client().post('/api/v1/password_resets', {
          data: { type: 'password_resets', attributes: { email } },
        })
      ).status,
    ).toBe(204);
    const socket = await connectSocket(t.url, candidateClient);
    await socket.subscribe({ channel: 'Downloads' });
    const exported = await candidateClient.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: {} },
    });
    await socket.waitFor({ channel: 'Downloads', type: 'ready', id: exported.body.data.id });
    socket.close();
    // The coach's notification mail names the candidate; the job writes it to the outbox.
    await expect
      .poll(async () => (await tablesHolding(name)).includes('public.outbox_messages.text'), {
        timeout: 30_000,
      })
      .toBe(true);
    for (const needle of [name, email, phone]) expect(await tablesHolding(needle), needle).not.toEqual([]);
    expect(filesHolding(name)).not.toEqual([]);

    const admin = await t.loginAs(world.admin);
    const url = `/api/v1/dossier/${dossierId}/erasure`;
    const unconfirmed = await admin.post(url, { data: { type: 'erasures', attributes: {} } });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors[0].source.pointer).toBe('/data/attributes/confirmed');
    const body = { data: { type: 'erasures', attributes: { confirmed: true } } };
    expect((await coachClient.post(url, body)).status).toBe(403);
    expect((await (await t.loginAs(world.stranger)).post(url, body)).status).toBe(404);
    const erased = await admin.post(url, body);
    expect(erased.status, JSON.stringify(erased.body)).toBe(201);
    expect(erased.body.data).toMatchObject({ type: 'erasures', attributes: { dossierId } });

    for (const needle of [name, email, phone]) {
      expect(await tablesHolding(needle), needle).toEqual([]);
      expect(filesHolding(needle), needle).toEqual([]);
    }
    const log = await t.database.query<{ action: string; subject: string }>(
      'select action, subject from dossier_access_log where dossier_id = $1',
      [dossierId],
    );
    expect(log).toEqual([{ action: 'delete', subject: 'erasure' }]);
    expect((await admin.get(`/api/v1/dossier/${dossierId}`)).status).toBe(404);
    expect((await admin.post(url, body)).status).toBe(404);
  }, 120_000);
});

describe('retention — archived dossiers past the organisation’s term are erased by the daily job', () => {
  it('keeps a year by default; an administrator sets the term (422 outside 28–730 days); the job erases by `now`', async () => {
    const admin = await t.loginAs(world.admin);
    const path = `/api/v1/organization/${world.organization.id}/retention`;
    expect((await admin.get(path)).body.data.attributes).toEqual({ archivedDossierRetentionDays: 365 });
    const tooShort = await admin.patch(path, {
      data: { type: 'retention_settings', attributes: { archivedDossierRetentionDays: 7 } },
    });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors[0]).toMatchObject({
      detail: 'Bewaar gearchiveerde dossiers minstens 28 dagen.',
      source: { pointer: '/data/attributes/archivedDossierRetentionDays' },
    });
    expect((await (await t.loginAs(world.coach)).get(path)).status).toBe(403);
    expect((await (await t.loginAs(world.stranger)).get(path)).status).toBe(404);
    const set = await admin.patch(path, {
      data: { type: 'retention_settings', attributes: { archivedDossierRetentionDays: 30 } },
    });
    expect(set.body.data.attributes).toEqual({ archivedDossierRetentionDays: 30 });

    const db = t.database.db;
    const now = new Date();
    const old = await buildDossier(db, {
      organization: world.organization,
      archivedAt: new Date(now.getTime() - 40 * DAY),
    });
    const recent = await buildDossier(db, {
      organization: world.organization,
      archivedAt: new Date(now.getTime() - 10 * DAY),
    });
    const active = await buildDossier(db, { organization: world.organization });
    const exists = async (id: string) =>
      (await t.database.query('select 1 from dossiers where id = $1', [id])).length === 1;
    const storage = createLocalDiskStorage(t.filesDir);
    await eraseDossiersPastRetention(t.database, storage, now);
    expect([await exists(old.dossier.id), await exists(recent.dossier.id), await exists(active.dossier.id)]).toEqual([
      false,
      true,
      true,
    ]);
    await eraseDossiersPastRetention(t.database, storage, new Date(now.getTime() + 21 * DAY));
    expect([await exists(recent.dossier.id), await exists(active.dossier.id)]).toEqual([false, true]);
    const log = await t.database.query<{ subject: string; user_type: string }>(
      'select subject, user_type from dossier_access_log where dossier_id = $1',
      [old.dossier.id],
    );
    expect(log).toEqual([{ subject: 'erasure', user_type: 'system' }]);
  });
});
