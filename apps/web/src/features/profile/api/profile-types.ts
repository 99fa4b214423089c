import type { ToggleGroup, WorkSchedule } from '@koers/shared/profiles';
import { type ApiDocument, type ApiResource, includedOf } from '../../../lib/api-client';

export type LanguageSkill = { code: string; understanding: number; speaking: number; reading: number; writing: number };
export type Course = { name: string; institution: string | null; year: number | null; certificate: boolean };
export type Education = {
  name: string;
  institution: string | null;
  educationLevelCode: string | null;
  startYear: number | null;
  endYear: number | null;
  diploma: boolean;
};
export type WorkExperience = {
  position: string;
  employer: string;
  city: string | null;
  startMonth: string;
  endMonth: string | null;
  description: string | null;
};
export type ProfileDocument = {
  id: string;
  name: string;
  filename: string;
  ownerId: string;
  visibility: 'narrow' | 'wide';
  kind: 'resume' | 'other';
  contentType: string | null;
  byteSize: number | null;
  createdAt: string;
  url: string;
  canDelete: boolean;
};

export type Profile = {
  id: string;
  name: string;
  aboutMe: string | null;
  bbl: boolean;
  image: string | null;
  imageId: string | null;
  title: string | null;
  phone: string | null;
  postalCode: string | null;
  hobbies: string | null;
  publishProfile: boolean;
  hoursPerWeekMin: number | null;
  hoursPerWeekMax: number | null;
  workSchedule: WorkSchedule[];
  educationLevelSoft: string | null;
  favoriteSectorCodes: string[];
  favoriteOccupations: Array<{ code: string; label: string }>;
  languageSkills: LanguageSkill[];
  courses: Course[];
  educations: Education[];
  preferredEducations: Array<{ name: string; educationLevelCode: string | null }>;
  workExperience: WorkExperience[];
  /** The Holland code taken over from the interest test (issue 36.2); the explained match reads it. */
  interestCode: string | null;
  socialMediaLinks: Array<{ id: string; platform: string; url: string }>;
  videos: Array<{ id: string; title: string; url: string }>;
  moodboardImages: Array<{ id: string; fileId: string; filename: string; url: string }>;
  resume: { id: string; name: string; filename: string; url: string } | null;
  toggles: Record<ToggleGroup, string[]>;
  completeness: number;
  documents: ProfileDocument[];
  can: { update: boolean; addDocument: boolean; chooseDocumentVisibility: boolean };
};

/** Reads a profile document: the profile and its documents. */
export function toProfile(doc: ApiDocument<ApiResource>): Profile {
  const attributes = doc.data.attributes as Omit<Profile, 'id' | 'documents' | 'can'>;
  const documents = includedOf<Omit<ProfileDocument, 'id' | 'canDelete'>>(doc, 'documents');
  return {
    ...attributes,
    id: doc.data.id,
    documents: [...documents.values()].map((item) => ({
      ...item.attributes,
      id: item.id,
      canDelete: Boolean((item.meta?.can as { delete?: boolean } | undefined)?.delete),
    })),
    can: (doc.data.meta?.can ?? {
      update: false,
      addDocument: false,
      chooseDocumentVisibility: false,
    }) as Profile['can'],
  };
}
