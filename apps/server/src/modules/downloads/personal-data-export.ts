import type { Database } from '@koers/server-core/db/database';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { strToU8, type Zippable, zipSync } from 'fflate';

/**
 * The personal-data export of one dossier (AVG art. 15 and 20, issue 37.4): a ZIP with one JSON
 * file per part — as the rows stand in the database, secrets (password hashes, second-factor
 * secrets, token hashes) left out — and the dossier's uploaded files under `bestanden/`.
 */

/** Columns that are no personal data of the candidate but keys to an account: never exported. */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'mfa_secret',
  'mfa_pending_secret',
  'upload_token_hash',
  'token_hash',
]);

type Row = Record<string, unknown>;
type Part = { file: string; sql: string };

/** `$1` is the organisation, `$2` the dossier; the candidate's contexts are those with this dossier. */
const CANDIDATE_CONTEXTS = 'select id from user_contexts where organization_id = $1 and dossier_id = $2';
const byDossier = (table: string) => `select * from ${table} where organization_id = $1 and dossier_id = $2`;
const ofProfile = (table: string) =>
  `select * from ${table} where organization_id = $1 and profile_id in (select id from profiles where organization_id = $1 and dossier_id = $2)`;
const CONVERSATIONS = `select conversation_id from conversation_participants where organization_id = $1 and user_context_id in (${CANDIDATE_CONTEXTS})`;

const PARTS: Part[] = [
  {
    file: 'account.json',
    sql: `select u.* from users u where u.id in (select user_id from user_contexts where organization_id = $1 and dossier_id = $2)`,
  },
  { file: 'dossier.json', sql: `select * from dossiers where organization_id = $1 and id = $2` },
  { file: 'persoonsgegevens.json', sql: byDossier('personal_files') },
  { file: 'e-mailwijzigingen.json', sql: byDossier('dossier_email_changes') },
  { file: 'profiel.json', sql: byDossier('profiles') },
  { file: 'profiel-kenmerken.json', sql: ofProfile('profile_toggles') },
  { file: 'profiel-social-media.json', sql: ofProfile('profile_social_media_links') },
  { file: 'profiel-videos.json', sql: ofProfile('profile_videos') },
  { file: 'profiel-moodboard.json', sql: ofProfile('profile_moodboard_images') },
  { file: 'documenten.json', sql: byDossier('documents') },
  { file: 'trajecten.json', sql: byDossier('tracks') },
  {
    file: 'trajectverlengingen.json',
    sql: `select * from track_extensions where organization_id = $1 and track_id in (select id from tracks where organization_id = $1 and dossier_id = $2)`,
  },
  { file: 'opgeslagen-vacatures.json', sql: byDossier('saved_vacancies') },
  {
    file: 'vacature-activiteiten.json',
    sql: `select * from vacancy_activities where organization_id = $1 and saved_vacancy_id in (select id from saved_vacancies where organization_id = $1 and dossier_id = $2)`,
  },
  {
    file: 'favorieten.json',
    sql: `select * from favorites where organization_id = $1 and user_context_id in (${CANDIDATE_CONTEXTS})`,
  },
  {
    file: 'gesprekken.json',
    sql: `select * from conversations where organization_id = $1 and id in (${CONVERSATIONS})`,
  },
  {
    file: 'berichten.json',
    sql: `select * from conversation_events where organization_id = $1 and conversation_id in (${CONVERSATIONS}) order by created_at`,
  },
  {
    file: 'meldingen.json',
    sql: `select * from notifications where organization_id = $1 and recipient_context_id in (${CANDIDATE_CONTEXTS}) order by created_at`,
  },
  { file: 'journaal.json', sql: `${byDossier('journal_entries')} order by created_at` },
  { file: 'uitkomst.json', sql: byDossier('dossier_outcomes') },
  {
    file: 'uitkomst-historie.json',
    sql: `select * from dossier_outcome_changes where organization_id = $1 and outcome_id in (select id from dossier_outcomes where organization_id = $1 and dossier_id = $2)`,
  },
  { file: 'testresultaten.json', sql: byDossier('candidate_assessments') },
  { file: 'afspraken.json', sql: `${byDossier('appointments')} order by starts_at` },
  { file: 'bewaarde-zoekopdrachten.json', sql: byDossier('saved_searches') },
  { file: 'showroom-toestemming.json', sql: byDossier('showroom_consents') },
  { file: 'contactverzoeken-werkgevers.json', sql: byDossier('contact_requests') },
  { file: 'gedeelde-tips.json', sql: byDossier('toolbox_shares') },
  { file: 'gelezen-tips.json', sql: byDossier('toolbox_reads') },
  { file: 'inzagelog.json', sql: `${byDossier('dossier_access_log')} order by created_at` },
  { file: 'bestanden.json', sql: `${byDossier('stored_files')} and status = 'stored'` },
];

function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)));
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A file name safe inside a ZIP on every system: no paths, no control characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'bestand';
}

async function bytesOf(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes the ZIP of the dossier's data; `progress` hears 0–100 as the parts are gathered. Files
 * go in stored (not compressed again: most are images and PDFs), the JSON deflated.
 */
export async function personalDataExportZip(input: {
  database: Database;
  storage: FileStorage;
  organizationId: string;
  dossierId: string;
  progress: (percentage: number) => Promise<void>;
}): Promise<Buffer> {
  const { database, organizationId, dossierId } = input;
  const params = [organizationId, dossierId];
  const entries: Zippable = {};
  let fileRows: Row[] = [];
  for (const [index, part] of PARTS.entries()) {
    const rows = (await database.query<Row>(part.sql, params)).map(withoutSecrets);
    entries[part.file] = json(rows);
    if (part.file === 'bestanden.json') fileRows = rows;
    if (index % 6 === 5) await input.progress(Math.round(((index + 1) / PARTS.length) * 60));
  }
  for (const [index, file] of fileRows.entries()) {
    const bytes = await bytesOf(input.storage, String(file.storage_key));
    if (bytes)
      entries[`bestanden/${String(file.id).slice(0, 8)}-${safeName(String(file.filename))}`] = [bytes, { level: 0 }];
    if (index % 5 === 4) await input.progress(60 + Math.round(((index + 1) / fileRows.length) * 30));
  }
  entries['LEESMIJ.txt'] = strToU8(README);
  return Buffer.from(zipSync(entries, { level: 6, mtime: new Date() }));
}

const README = [
  'Persoonsgegevens uit Koers',
  '',
  'Dit archief bevat de gegevens die Koers over deze kandidaat bewaart, per onderdeel in een',
  'JSON-bestand (profiel, dossier, trajecten, opgeslagen vacatures, favorieten, gesprekken en',
  'berichten, meldingen, journaal, uitkomst, testresultaten en het inzagelog), en de geüploade',
  'bestanden in de map bestanden/.',
  '',
].join('\r\n');
