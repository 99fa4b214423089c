import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, documentPolicy, profileCompleteness, profilePolicy } from '@koers/shared';
import { fileUrl } from '../files/file-url';
import type { DocumentWithFile } from './profiles.repository';
import type { ProfileView } from './profiles.service';

export function serializeDocument(document: DocumentWithFile, actor: Actor, view: ProfileView): Resource {
  return resource(
    'documents',
    document.id,
    {
      name: document.name,
      filename: document.filename,
      ownerId: document.ownerId,
      visibility: document.visibility,
      kind: document.kind,
      contentType: document.contentType,
      byteSize: document.byteSize,
      createdAt: document.createdAt.toISOString(),
      url: fileUrl(actor, document.fileId),
    },
    { meta: { can: { delete: documentPolicy.delete(actor, view.facts, document) } } },
  );
}

/** The profile of SPEC §3 with its lists inline and its documents as included resources. */
export function serializeProfile(view: ProfileView, actor: Actor): { data: Resource; included: Resource[] } {
  const { profile, dossier } = view;
  const resume = view.documents.find((document) => document.kind === 'resume') ?? null;
  const attributes = {
    name: dossier.clientName,
    aboutMe: profile.aboutMe,
    bbl: profile.bbl,
    image: fileUrl(actor, profile.imageFileId),
    imageId: profile.imageFileId,
    title: profile.title,
    phone: profile.phone,
    postalCode: profile.postalCode,
    hobbies: profile.hobbies,
    publishProfile: profile.publishProfile,
    hoursPerWeekMin: profile.hoursPerWeekMin,
    hoursPerWeekMax: profile.hoursPerWeekMax,
    workSchedule: profile.workSchedule,
    educationLevelSoft: profile.educationLevelSoft,
    favoriteSectorCodes: profile.favoriteSectorCodes,
    favoriteOccupations: profile.favoriteOccupations,
    languageSkills: profile.languageSkills,
    courses: profile.courses,
    educations: profile.educations,
    preferredEducations: profile.preferredEducations,
    workExperience: profile.workExperience,
    interestCode: profile.interestCode,
    socialMediaLinks: view.socialMediaLinks.map((link) => ({ id: link.id, platform: link.platform, url: link.url })),
    videos: view.videos.map((video) => ({ id: video.id, title: video.title, url: video.url })),
    moodboardImages: view.moodboardImages.map((image) => ({
      id: image.id,
      fileId: image.fileId,
      filename: image.filename,
      url: fileUrl(actor, image.fileId),
    })),
    resume: resume
      ? { id: resume.id, name: resume.name, filename: resume.filename, url: fileUrl(actor, resume.fileId) }
      : null,
    toggles: view.toggles,
    updatedAt: profile.updatedAt.toISOString(),
  };
  const documents = view.documents.map((document) => serializeDocument(document, actor, view));
  return {
    data: resource(
      'profiles',
      profile.id,
      { ...attributes, completeness: profileCompleteness(attributes) },
      {
        relationships: {
          dossier: relationship({ type: 'dossiers', id: dossier.id }),
          documents: relationship(documents.map((document) => ({ type: 'documents', id: document.id }))),
        },
        meta: {
          can: {
            update: profilePolicy.update(actor, view.facts),
            addDocument: documentPolicy.create(actor, view.facts),
            chooseDocumentVisibility: documentPolicy.chooseVisibility(actor, view.facts),
          },
        },
      },
    ),
    included: documents,
  };
}
