import type { Database, Db } from '@koers/server-core/db/database';
import { readAll } from '@koers/server-core/db/read-all';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  type DocumentFacts,
  type DocumentVisibility,
  type DossierFacts,
  documentPolicy,
  type ProfileUpdateInput,
  profilePolicy,
  type ReferenceList,
  TOGGLE_GROUPS,
  type ToggleGroup,
  UPLOAD_RULES,
  type UploadType,
} from '@koers/shared';
import { type DossierRow, loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { uploadErrors } from '../files/files.errors';
import { deleteFileRecord, usableFile } from '../files/files.service';
import { knownCodes } from '../reference-lists/reference-lists.service';
import { profileErrors } from './profiles.errors';
import {
  createProfilesRepository,
  type DocumentWithFile,
  type MoodboardImageRow,
  type ProfileRow,
  type SocialMediaLinkRow,
  type VideoRow,
} from './profiles.repository';

export type ProfileView = {
  profile: ProfileRow;
  dossier: DossierRow;
  facts: DossierFacts;
  toggles: Record<ToggleGroup, string[]>;
  socialMediaLinks: SocialMediaLinkRow[];
  videos: VideoRow[];
  moodboardImages: MoodboardImageRow[];
  documents: DocumentWithFile[];
};

/** The profile with everything it shows; narrow documents only for the staff who may see them. */
export async function profileView(
  db: Db,
  actor: Actor,
  dossier: DossierRow,
  facts: DossierFacts,
): Promise<ProfileView> {
  const repo = createProfilesRepository(db);
  const profile = await repo.ensure(dossier.organizationId, dossier.id);
  const [toggleRows, socialMediaLinks, videos, moodboardImages, documents] = await readAll(db, [
    () => repo.toggles(dossier.organizationId, profile.id),
    () => repo.socialMediaLinks(dossier.organizationId, profile.id),
    () => repo.videos(dossier.organizationId, profile.id),
    () => repo.moodboardImages(dossier.organizationId, profile.id),
    () => repo.documents(dossier.organizationId, dossier.id),
  ]);
  const toggles = Object.fromEntries(Object.keys(TOGGLE_GROUPS).map((group) => [group, [] as string[]])) as Record<
    ToggleGroup,
    string[]
  >;
  for (const row of toggleRows) toggles[row.groupKey as ToggleGroup]?.push(row.code);
  return {
    profile,
    dossier,
    facts,
    toggles,
    socialMediaLinks,
    videos,
    moodboardImages,
    documents: documents.filter((document) => documentPolicy.read(actor, facts, document)),
  };
}

/** The profile row of a dossier the caller has loaded and authorised (made when it has none yet). */
export function profileOfDossier(db: Db, dossier: DossierRow): Promise<ProfileRow> {
  return createProfilesRepository(db).ensure(dossier.organizationId, dossier.id);
}

/** GET my/profile, GET profile/{id}, GET dossier/{id}/profile: reading is recorded in the access log. */
export async function readProfile(database: Database, actor: Actor, dossierId: string): Promise<ProfileView> {
  const { db } = database;
  const { row, facts } = await loadDossier(db, actor, dossierId, profilePolicy.read);
  const view = await profileView(db, actor, row, facts);
  await recordDossierReads(database, actor, [
    { dossierId: row.id, action: 'read', subject: 'profile', subjectId: view.profile.id },
  ]);
  return view;
}

/** The profile behind a profile id, for a write the actor must be allowed (404 elsewhere, 403 here). */
async function loadForUpdate(db: Db, actor: Actor, profileId: string) {
  const profile = await createProfilesRepository(db).find(actor.organizationId, profileId);
  if (!profile) throw notFound('Geen profiel gevonden');
  const { row, facts } = await loadDossier(db, actor, profile.dossierId, profilePolicy.update);
  return { profile, dossier: row, facts };
}

export async function loadProfileForRead(database: Database, actor: Actor, profileId: string): Promise<ProfileView> {
  const profile = await createProfilesRepository(database.db).find(actor.organizationId, profileId);
  if (!profile) throw notFound('Geen profiel gevonden');
  return readProfile(database, actor, profile.dossierId);
}

/** Every code must exist in the list; the error points at `pointerFor(index)`. */
async function checkCodes(
  db: Db,
  list: ReferenceList,
  codes: string[],
  pointerFor: (index: number) => string,
): Promise<void> {
  if (codes.length === 0) return;
  const known = await knownCodes(db, list, codes);
  codes.forEach((code, index) => {
    if (!known.has(code)) throw profileErrors.unknownCode(pointerFor(index));
  });
}

/** PATCH profile/{id}: the profile's own values (SPEC §3), checked against the reference lists. */
export function updateProfile(input: { db: Db; actor: Actor; profileId: string; attributes: ProfileUpdateInput }) {
  const { db, attributes } = input;
  const { imageId, ...values } = attributes;
  return writeProfile(
    db,
    input.actor,
    input.profileId,
    'profile',
    (repo, { profile }) =>
      repo
        .update(profile.organizationId, profile.id, {
          ...values,
          ...(imageId !== undefined ? { imageFileId: imageId } : {}),
        })
        .then(() => undefined),
    async ({ dossier }) => {
      if (attributes.educationLevelSoft) {
        await checkCodes(
          db,
          'education_levels',
          [attributes.educationLevelSoft],
          () => '/data/attributes/educationLevelSoft',
        );
      }
      if (attributes.favoriteSectorCodes) {
        const pointer = (index: number) => `/data/attributes/favoriteSectorCodes/${index}`;
        await checkCodes(db, 'sectors', attributes.favoriteSectorCodes, pointer);
      }
      for (const [field, items] of [
        ['educations', attributes.educations],
        ['preferredEducations', attributes.preferredEducations],
      ] as const) {
        for (const [index, item] of (items ?? []).entries()) {
          if (!item.educationLevelCode) continue;
          const pointer = () => `/data/attributes/${field}/${index}/educationLevelCode`;
          await checkCodes(db, 'education_levels', [item.educationLevelCode], pointer);
        }
      }
      if (imageId) await usableFile(db, dossier, imageId, ['profile_image'], '/data/attributes/imageId');
    },
  );
}

/**
 * POST profile/{id}/toggles and …/traits: replaces the chosen codes of each group given.
 * Traits are the two health groups; toggles the other eleven (the schema keeps them apart).
 */
export function setToggleGroups(input: {
  db: Db;
  actor: Actor;
  profileId: string;
  groups: Partial<Record<ToggleGroup, string[]>>;
  subject: 'toggles' | 'traits';
}) {
  const groups = (Object.entries(input.groups) as Array<[ToggleGroup, string[] | undefined]>).flatMap(
    ([group, codes]) => (codes ? [{ group, codes: [...new Set(codes)] }] : []),
  );
  return writeProfile(
    input.db,
    input.actor,
    input.profileId,
    input.subject,
    async (repo, { profile }) => {
      for (const { group, codes } of groups) {
        await repo.replaceToggleGroup(profile.organizationId, profile.id, group, codes);
      }
    },
    async () => {
      for (const { group, codes } of groups) {
        const pointer = (index: number) => `/data/attributes/groups/${group}/${index}`;
        await checkCodes(input.db, TOGGLE_GROUPS[group].list, codes, pointer);
      }
    },
  );
}

type Loaded = Awaited<ReturnType<typeof loadForUpdate>>;

/**
 * One profile write: load (404/403), check what needs the database, then write, log and return
 * the profile in one transaction.
 */
async function writeProfile(
  db: Db,
  actor: Actor,
  profileId: string,
  subject: string,
  write: (repo: ReturnType<typeof createProfilesRepository>, loaded: Loaded) => Promise<void>,
  check: (loaded: Loaded) => Promise<void> = async () => {},
): Promise<ProfileView> {
  const loaded = await loadForUpdate(db, actor, profileId);
  await check(loaded);
  const { profile, dossier, facts } = loaded;
  return db.transaction(async (tx) => {
    await write(createProfilesRepository(tx), loaded);
    await recordDossierAccess(tx, actor, { dossierId: dossier.id, action: 'update', subject, subjectId: profile.id });
    return profileView(tx, actor, dossier, facts);
  });
}

/**
 * An interest test's result taken over into a dossier's profile (issue 36.2): its Holland code,
 * which the explained match reads, and the interests its types stand for (ticked beside those
 * already ticked). The caller decides who may; this runs in its transaction.
 */
export async function takeOverInterestResult(
  tx: Db,
  dossier: { organizationId: string; id: string },
  result: { code: string; interests: readonly string[] },
): Promise<void> {
  const repo = createProfilesRepository(tx);
  const profile = await repo.ensure(dossier.organizationId, dossier.id);
  await repo.update(profile.organizationId, profile.id, { interestCode: result.code });
  await repo.addToggles(profile.organizationId, profile.id, 'interests', result.interests);
}

export function setSocialMediaLinks(input: {
  db: Db;
  actor: Actor;
  profileId: string;
  links: Array<{ platform: string; url: string }>;
}) {
  return writeProfile(input.db, input.actor, input.profileId, 'social_media', (repo, { profile }) =>
    repo.replaceSocialMediaLinks(profile.organizationId, profile.id, input.links),
  );
}

export function setVideos(input: {
  db: Db;
  actor: Actor;
  profileId: string;
  videos: Array<{ title: string; url: string }>;
}) {
  return writeProfile(input.db, input.actor, input.profileId, 'video', (repo, { profile }) =>
    repo.replaceVideos(profile.organizationId, profile.id, input.videos),
  );
}

export function setMoodboardImages(input: { db: Db; actor: Actor; profileId: string; imageIds: string[] }) {
  const imageIds = [...new Set(input.imageIds)];
  return writeProfile(
    input.db,
    input.actor,
    input.profileId,
    'moodboard_images',
    (repo, { profile }) => repo.replaceMoodboardImages(profile.organizationId, profile.id, imageIds),
    async ({ dossier }) => {
      for (const [index, fileId] of imageIds.entries()) {
        await usableFile(input.db, dossier, fileId, ['moodboard_image'], `/data/attributes/imageIds/${index}`);
      }
    },
  );
}

/**
 * POST profile/{id}/document: an uploaded file becomes the résumé or another document. The
 * candidate's documents are always wide; staff may choose narrow.
 */
export async function addDocument(input: {
  db: Db;
  actor: Actor;
  profileId: string;
  attributes: { fileId: string; name: string; kind: 'resume' | 'other'; visibility: DocumentVisibility };
}) {
  const { db, actor, attributes } = input;
  const profile = await createProfilesRepository(db).find(actor.organizationId, input.profileId);
  if (!profile) throw notFound('Geen profiel gevonden');
  const { row: dossier, facts } = await loadDossier(db, actor, profile.dossierId, documentPolicy.create);
  if (attributes.visibility === 'narrow') {
    authorize(
      documentPolicy.chooseVisibility,
      actor,
      facts,
      'Alleen coaches kunnen een document afschermen voor de kandidaat.',
    );
  }
  const uploadTypes: UploadType[] = attributes.kind === 'resume' ? ['resume', 'document'] : ['document', 'resume'];
  const file = await usableFile(db, dossier, attributes.fileId, uploadTypes, '/data/attributes/fileId');
  if (attributes.kind === 'resume' && !UPLOAD_RULES.resume.contentTypes.includes(file.contentType as never)) {
    throw uploadErrors.unsupportedContent('resume');
  }
  const repo = createProfilesRepository(db);
  if (await repo.documentForFile(dossier.organizationId, file.id)) {
    throw uploadErrors.wrongKind(file.uploadType, '/data/attributes/fileId');
  }
  return db.transaction(async (tx) => {
    const document = await createProfilesRepository(tx).insertDocument({
      organizationId: dossier.organizationId,
      dossierId: dossier.id,
      fileId: file.id,
      name: attributes.name,
      kind: attributes.kind,
      visibility: attributes.visibility,
      ownerId: actor.userContextId,
    });
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'create',
      subject: 'document',
      subjectId: document.id,
    });
    return profileView(tx, actor, dossier, facts);
  });
}

/** Removing a document removes its file too, bytes included: nothing of it stays behind. */
export async function deleteDocument(input: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  profileId: string;
  documentId: string;
}) {
  const { db, actor } = input;
  const profile = await createProfilesRepository(db).find(actor.organizationId, input.profileId);
  if (!profile) throw notFound('Geen profiel gevonden');
  const { row: dossier, facts } = await loadDossier(db, actor, profile.dossierId);
  const document = await createProfilesRepository(db).document(dossier.organizationId, input.documentId);
  if (!document || document.dossierId !== dossier.id || !documentPolicy.read(actor, facts, document)) throw notFound();
  authorize((who, row: DocumentFacts) => documentPolicy.delete(who, facts, row), actor, document);
  const file = await db.transaction(async (tx) => {
    await createProfilesRepository(tx).deleteDocument(dossier.organizationId, document.id);
    const removed = await deleteFileRecord(tx, dossier.organizationId, document.fileId);
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'delete',
      subject: 'document',
      subjectId: document.id,
    });
    return removed;
  });
  if (file) await input.storage.delete(file.storageKey);
}

/** The dossier's contact details kept on its profile (the personal file shows and changes them). */
export async function profileContactDetails(
  db: Db,
  dossier: Pick<DossierRow, 'organizationId' | 'id'>,
): Promise<{ phone: string | null; postalCode: string | null }> {
  const profile = await createProfilesRepository(db).ensure(dossier.organizationId, dossier.id);
  return { phone: profile.phone, postalCode: profile.postalCode };
}

/**
 * Inside the caller's transaction: the dossier's profile (created when missing) with these
 * contact details; what is not given stays as it is.
 */
export async function setProfileContactDetails(
  tx: Db,
  dossier: Pick<DossierRow, 'organizationId' | 'id'>,
  values: { phone?: string | null; postalCode?: string | null },
): Promise<void> {
  const repo = createProfilesRepository(tx);
  const profile = await repo.ensure(dossier.organizationId, dossier.id);
  if (values.phone !== undefined || values.postalCode !== undefined) {
    await repo.update(dossier.organizationId, profile.id, values);
  }
}
