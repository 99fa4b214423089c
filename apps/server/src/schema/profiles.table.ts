import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { DocumentVisibility } from '@koers/shared';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { storedFiles } from './files.table';
import { organizationIdColumn } from './organization-id.column';

export type LanguageSkill = { code: string; understanding: number; speaking: number; reading: number; writing: number };
export type Course = { name: string; institution?: string | null; year: number | null; certificate: boolean };
export type Education = {
  name: string;
  institution?: string | null;
  educationLevelCode: string | null;
  startYear: number | null;
  endYear: number | null;
  diploma: boolean;
};
export type PreferredEducation = { name: string; educationLevelCode: string | null };
export type WorkExperience = {
  position: string;
  employer: string;
  city?: string | null;
  startMonth: string;
  endMonth: string | null;
  description?: string | null;
};
export type FavoriteOccupation = { code: string; label: string };

/** The candidate's profile (SPEC §3 "Profile"); one per dossier. */
export const profiles = pgTable(
  'profiles',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    aboutMe: text('about_me'),
    bbl: boolean('bbl').notNull().default(false),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    title: text('title'),
    phone: text('phone'),
    postalCode: text('postal_code'),
    hobbies: text('hobbies'),
    publishProfile: boolean('publish_profile').notNull().default(false),
    hoursPerWeekMin: integer('hours_per_week_min'),
    hoursPerWeekMax: integer('hours_per_week_max'),
    workSchedule: text('work_schedule').array().notNull().default([]),
    educationLevelSoft: text('education_level_soft'),
    favoriteSectorCodes: text('favorite_sector_codes').array().notNull().default([]),
    favoriteOccupations: jsonb('favorite_occupations').$type<FavoriteOccupation[]>().notNull().default([]),
    languageSkills: jsonb('language_skills').$type<LanguageSkill[]>().notNull().default([]),
    courses: jsonb('courses').$type<Course[]>().notNull().default([]),
    educations: jsonb('educations').$type<Education[]>().notNull().default([]),
    preferredEducations: jsonb('preferred_educations').$type<PreferredEducation[]>().notNull().default([]),
    workExperience: jsonb('work_experience').$type<WorkExperience[]>().notNull().default([]),
    /** The Holland code of the interest test the candidate took over (e.g. `SAR`); the explained match reads it. */
    interestCode: text('interest_code'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('profiles_dossier_idx').on(table.organizationId, table.dossierId)],
);

/** One chosen code of one toggle group (skills, motives, …). */
export const profileToggles = pgTable(
  'profile_toggles',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    code: text('code').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('profile_toggles_idx').on(table.organizationId, table.profileId, table.groupKey, table.code)],
);

export const profileSocialMediaLinks = pgTable(
  'profile_social_media_links',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [index('profile_social_media_links_idx').on(table.organizationId, table.profileId, table.position)],
);

export const profileVideos = pgTable(
  'profile_videos',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [index('profile_videos_idx').on(table.organizationId, table.profileId, table.position)],
);

export const profileMoodboardImages = pgTable(
  'profile_moodboard_images',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [index('profile_moodboard_images_idx').on(table.organizationId, table.profileId, table.position)],
);

/** A résumé or another document of the candidate (SPEC §3 "Document"). */
export const documents = pgTable(
  'documents',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['resume', 'other'] }).notNull(),
    visibility: text('visibility').$type<DocumentVisibility>().notNull(),
    /** The user context that uploaded it. */
    ownerId: uuid('owner_id').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('documents_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt),
    uniqueIndex('documents_file_idx').on(table.organizationId, table.fileId),
  ],
);
