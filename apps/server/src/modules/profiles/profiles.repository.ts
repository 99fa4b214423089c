import type { Db } from '@koers/server-core/db/database';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { storedFiles } from '../../schema/files.table';
import {
  documents,
  profileMoodboardImages,
  profileSocialMediaLinks,
  profiles,
  profileToggles,
  profileVideos,
} from '../../schema/profiles.table';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileToggleRow = typeof profileToggles.$inferSelect;
export type SocialMediaLinkRow = typeof profileSocialMediaLinks.$inferSelect;
export type VideoRow = typeof profileVideos.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentWithFile = DocumentRow & { filename: string; contentType: string | null; byteSize: number | null };
export type MoodboardImageRow = { id: string; fileId: string; position: number; filename: string };

export function createProfilesRepository(db: Db) {
  return {
    /** The dossier's profile, created empty the first time it is asked for. */
    async ensure(organizationId: string, dossierId: string): Promise<ProfileRow> {
      await db.insert(profiles).values({ organizationId, dossierId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.organizationId, organizationId), eq(profiles.dossierId, dossierId)))
        .limit(1);
      if (!row) throw new Error('profile missing after insert');
      return row;
    },
    async find(organizationId: string, id: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, id)))
        .limit(1);
      return row ?? null;
    },
    async forDossiers(organizationId: string, dossierIds: string[]): Promise<ProfileRow[]> {
      if (dossierIds.length === 0) return [];
      return db
        .select()
        .from(profiles)
        .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.dossierId, dossierIds)));
    },
    /** Ticks codes of a toggle group, keeping those already ticked. */
    async addToggles(organizationId: string, profileId: string, groupKey: string, codes: readonly string[]) {
      if (codes.length === 0) return;
      await db
        .insert(profileToggles)
        .values(codes.map((code) => ({ organizationId, profileId, groupKey, code })))
        .onConflictDoNothing();
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<typeof profiles.$inferInsert>,
    ): Promise<ProfileRow> {
      const [row] = await db
        .update(profiles)
        // updated_at always: a PATCH may name no field at all, and Drizzle refuses an empty SET.
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, id)))
        .returning();
      if (!row) throw new Error('update profiles matched nothing');
      return row;
    },
    async toggles(organizationId: string, profileId: string): Promise<ProfileToggleRow[]> {
      return db
        .select()
        .from(profileToggles)
        .where(and(eq(profileToggles.organizationId, organizationId), eq(profileToggles.profileId, profileId)))
        .orderBy(asc(profileToggles.groupKey), asc(profileToggles.code));
    },
    async replaceToggleGroup(
      organizationId: string,
      profileId: string,
      groupKey: string,
      codes: string[],
    ): Promise<void> {
      await db
        .delete(profileToggles)
        .where(
          and(
            eq(profileToggles.organizationId, organizationId),
            eq(profileToggles.profileId, profileId),
            eq(profileToggles.groupKey, groupKey),
          ),
        );
      if (codes.length > 0) {
        await db.insert(profileToggles).values(codes.map((code) => ({ organizationId, profileId, groupKey, code })));
      }
    },
    async socialMediaLinks(organizationId: string, profileId: string): Promise<SocialMediaLinkRow[]> {
      return db
        .select()
        .from(profileSocialMediaLinks)
        .where(
          and(
            eq(profileSocialMediaLinks.organizationId, organizationId),
            eq(profileSocialMediaLinks.profileId, profileId),
          ),
        )
        .orderBy(asc(profileSocialMediaLinks.position));
    },
    async replaceSocialMediaLinks(
      organizationId: string,
      profileId: string,
      links: Array<{ platform: string; url: string }>,
    ): Promise<void> {
      await db
        .delete(profileSocialMediaLinks)
        .where(
          and(
            eq(profileSocialMediaLinks.organizationId, organizationId),
            eq(profileSocialMediaLinks.profileId, profileId),
          ),
        );
      if (links.length > 0) {
        await db
          .insert(profileSocialMediaLinks)
          .values(links.map((link, position) => ({ organizationId, profileId, ...link, position })));
      }
    },
    async videos(organizationId: string, profileId: string): Promise<VideoRow[]> {
      return db
        .select()
        .from(profileVideos)
        .where(and(eq(profileVideos.organizationId, organizationId), eq(profileVideos.profileId, profileId)))
        .orderBy(asc(profileVideos.position));
    },
    async replaceVideos(organizationId: string, profileId: string, videos: Array<{ title: string; url: string }>) {
      await db
        .delete(profileVideos)
        .where(and(eq(profileVideos.organizationId, organizationId), eq(profileVideos.profileId, profileId)));
      if (videos.length > 0) {
        await db
          .insert(profileVideos)
          .values(videos.map((video, position) => ({ organizationId, profileId, ...video, position })));
      }
    },
    async moodboardImages(organizationId: string, profileId: string): Promise<MoodboardImageRow[]> {
      return db
        .select({
          id: profileMoodboardImages.id,
          fileId: profileMoodboardImages.fileId,
          position: profileMoodboardImages.position,
          filename: storedFiles.filename,
        })
        .from(profileMoodboardImages)
        .innerJoin(storedFiles, eq(storedFiles.id, profileMoodboardImages.fileId))
        .where(
          and(
            eq(profileMoodboardImages.organizationId, organizationId),
            eq(profileMoodboardImages.profileId, profileId),
          ),
        )
        .orderBy(asc(profileMoodboardImages.position));
    },
    async replaceMoodboardImages(organizationId: string, profileId: string, fileIds: string[]): Promise<void> {
      await db
        .delete(profileMoodboardImages)
        .where(
          and(
            eq(profileMoodboardImages.organizationId, organizationId),
            eq(profileMoodboardImages.profileId, profileId),
          ),
        );
      if (fileIds.length > 0) {
        await db
          .insert(profileMoodboardImages)
          .values(fileIds.map((fileId, position) => ({ organizationId, profileId, fileId, position })));
      }
    },
    async documents(organizationId: string, dossierId: string): Promise<DocumentWithFile[]> {
      const rows = await db
        .select({
          document: documents,
          filename: storedFiles.filename,
          contentType: storedFiles.contentType,
          byteSize: storedFiles.byteSize,
        })
        .from(documents)
        .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
        .where(and(eq(documents.organizationId, organizationId), eq(documents.dossierId, dossierId)))
        .orderBy(desc(documents.createdAt), desc(documents.id));
      return rows.map((row) => ({
        ...row.document,
        filename: row.filename,
        contentType: row.contentType,
        byteSize: row.byteSize,
      }));
    },
    async document(organizationId: string, id: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** Whether a stored file is the profile photo or a moodboard image of a profile. */
    async documentForFile(organizationId: string, fileId: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.fileId, fileId)))
        .limit(1);
      return row ?? null;
    },
    async insertDocument(values: typeof documents.$inferInsert): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      if (!row) throw new Error('insert documents returned nothing');
      return row;
    },
    async deleteDocument(organizationId: string, id: string): Promise<void> {
      await db.delete(documents).where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)));
    },
  };
}
