import { DOCUMENT_VISIBILITIES } from '../permissions/profile.policy';
import {
  LANGUAGES,
  MAX_LIST_ITEMS,
  MAX_MOODBOARD_IMAGES,
  MAX_SOCIAL_MEDIA_LINKS,
  MAX_VIDEOS,
  PLAIN_TOGGLE_GROUPS,
  SOCIAL_MEDIA_PLATFORMS,
  type ToggleGroup,
  TRAIT_GROUPS,
  WORK_SCHEDULES,
} from '../profiles';
import { UPLOAD_TYPES } from '../uploads';
import { z } from '../zod-nl';
import {
  monthSchema,
  optionalPhoneSchema,
  optionalPostalCodeSchema,
  optionalText,
  requiredText,
  urlSchema,
  uuidSchema,
  yearSchema,
} from './fields.schema';
import { plainText } from './text.schema';

const level = z
  .number({ error: 'Kies een niveau.' })
  .int({ error: 'Kies een niveau.' })
  .min(0, { error: 'Kies een niveau.' })
  .max(4, { error: 'Kies een niveau.' });

export const languageSkillSchema = z.object({
  code: plainText().refine((code) => code in LANGUAGES, { error: 'Kies een taal uit de lijst.' }),
  understanding: level,
  speaking: level,
  reading: level,
  writing: level,
});

const hours = z
  .number({ error: 'Vul een aantal uren in.' })
  .int({ error: 'Vul een heel aantal uren in.' })
  .min(0, { error: 'Het aantal uren kan niet negatief zijn.' })
  .max(60, { error: 'Vul hoogstens 60 uur per week in.' })
  .nullable();

export const courseSchema = z.object({
  name: requiredText('de naam van de cursus', 150),
  institution: optionalText(150),
  year: yearSchema.nullable(),
  certificate: z.boolean(),
});

export const educationSchema = z
  .object({
    name: requiredText('de naam van de opleiding', 150),
    institution: optionalText(150),
    educationLevelCode: plainText().max(50).nullable(),
    startYear: yearSchema.nullable(),
    endYear: yearSchema.nullable(),
    diploma: z.boolean(),
  })
  .refine((value) => !value.startYear || !value.endYear || value.endYear >= value.startYear, {
    error: 'Het eindjaar mag niet voor het beginjaar liggen.',
    path: ['endYear'],
  });

export const preferredEducationSchema = z.object({
  name: requiredText('de naam van de opleiding', 150),
  educationLevelCode: plainText().max(50).nullable(),
});

export const workExperienceSchema = z
  .object({
    position: requiredText('een functie', 150),
    employer: requiredText('een werkgever', 150),
    city: optionalText(100),
    startMonth: monthSchema,
    endMonth: monthSchema.nullable(),
    description: optionalText(2000),
  })
  .refine((value) => !value.endMonth || value.endMonth >= value.startMonth, {
    error: 'De einddatum mag niet voor de startdatum liggen.',
    path: ['endMonth'],
  });

export const favoriteOccupationSchema = z.object({
  code: plainText().trim().min(1).max(100),
  label: requiredText('een beroep', 200),
});

function list<Item extends z.ZodType>(item: Item, max = MAX_LIST_ITEMS) {
  return z.array(item).max(max, { error: `Vul hoogstens ${max} items in.` });
}

/**
 * PATCH profile: every field of SPEC §3 "Profile" that is a value of the profile itself.
 * Links, videos, images, documents and toggle groups have their own calls.
 */
export const profileUpdateSchema = z
  .object({
    aboutMe: optionalText(3000),
    bbl: z.boolean(),
    title: optionalText(150),
    phone: optionalPhoneSchema,
    postalCode: optionalPostalCodeSchema,
    hobbies: optionalText(1000),
    publishProfile: z.boolean(),
    hoursPerWeekMin: hours,
    hoursPerWeekMax: hours,
    workSchedule: z.array(z.enum(Object.keys(WORK_SCHEDULES) as [keyof typeof WORK_SCHEDULES])).max(6),
    educationLevelSoft: plainText().max(50).nullable(),
    favoriteSectorCodes: z.array(plainText().max(10)).max(19),
    favoriteOccupations: list(favoriteOccupationSchema, 10),
    languageSkills: list(languageSkillSchema, 15).refine(
      (skills) => new Set(skills.map((skill) => skill.code)).size === skills.length,
      { error: 'Elke taal mag maar één keer voorkomen.' },
    ),
    courses: list(courseSchema),
    educations: list(educationSchema),
    preferredEducations: list(preferredEducationSchema, 10),
    workExperience: list(workExperienceSchema),
    imageId: uuidSchema.nullable(),
  })
  .partial()
  .refine(
    (value) =>
      value.hoursPerWeekMin === undefined ||
      value.hoursPerWeekMax === undefined ||
      value.hoursPerWeekMin === null ||
      value.hoursPerWeekMax === null ||
      value.hoursPerWeekMax >= value.hoursPerWeekMin,
    { error: 'Het maximum aantal uren mag niet lager zijn dan het minimum.', path: ['hoursPerWeekMax'] },
  );
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const socialMediaLinkSchema = z.object({
  platform: z.enum(Object.keys(SOCIAL_MEDIA_PLATFORMS) as [keyof typeof SOCIAL_MEDIA_PLATFORMS], {
    error: 'Kies een platform.',
  }),
  url: urlSchema,
});

/** POST profile/{id}/social_media: the whole list of links, replacing the previous one. */
export const socialMediaListSchema = z.object({
  links: list(socialMediaLinkSchema, MAX_SOCIAL_MEDIA_LINKS),
});

const VIDEO_HOSTS = /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//i;

export const videoSchema = z.object({
  title: requiredText('een titel', 150),
  url: urlSchema.refine((url) => VIDEO_HOSTS.test(url), {
    error: 'Alleen video’s van YouTube of Vimeo kunnen worden toegevoegd.',
  }),
});

/** POST profile/{id}/video: the whole list of videos, replacing the previous one. */
export const videoListSchema = z.object({ videos: list(videoSchema, MAX_VIDEOS) });

/** POST profile/{id}/moodboard_images: the images in their order (uploaded files). */
export const moodboardImagesSchema = z.object({
  imageIds: z
    .array(uuidSchema)
    .max(MAX_MOODBOARD_IMAGES, { error: `Een moodboard heeft hoogstens ${MAX_MOODBOARD_IMAGES} afbeeldingen.` }),
});

/** POST profile/{id}/document: an uploaded file becomes a résumé or another document. */
export const documentCreateSchema = z.object({
  fileId: uuidSchema,
  name: requiredText('een naam voor het document', 150),
  kind: z.enum(['resume', 'other'], { error: 'Kies cv of ander document.' }),
  visibility: z.enum(DOCUMENT_VISIBILITIES, { error: 'Kies wie het document mag zien.' }).default('wide'),
});

function groupsSchema(groups: readonly ToggleGroup[]) {
  const codes = z.array(plainText().trim().min(1).max(60)).max(60);
  return z.object({
    groups: z.strictObject(
      Object.fromEntries(groups.map((group) => [group, codes.optional()])) as Record<
        ToggleGroup,
        z.ZodOptional<typeof codes>
      >,
      { error: 'Deze groep bestaat niet of hoort bij een andere aanroep.' },
    ),
  });
}

/** POST profile/{id}/toggles: the chosen codes of one or more of the 11 ordinary groups. */
export const togglesSchema = groupsSchema(PLAIN_TOGGLE_GROUPS);
/** POST profile/{id}/traits: the two health groups (physical and mental abilities). */
export const traitsSchema = groupsSchema(TRAIT_GROUPS);

/** POST …/upload_request (SPEC §7). */
export const uploadRequestSchema = z.object({
  filename: requiredText('een bestandsnaam', 255),
  filesize: z
    .number({ error: 'De bestandsgrootte ontbreekt.' })
    .int({ error: 'De bestandsgrootte is ongeldig.' })
    .min(1, { error: 'Het bestand is leeg.' }),
  uploadType: z.enum(UPLOAD_TYPES, { error: 'Onbekend soort upload.' }),
});
export type UploadRequestInput = z.input<typeof uploadRequestSchema>;
