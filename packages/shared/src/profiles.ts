import type { ReferenceList } from './reference-lists';

/** The profile tabs of SPEC §2.2 (candidate at /profile/{tab}, coach inside the dossier). */
export const PROFILE_TABS = ['general', 'experience', 'qualities', 'interests'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  general: 'Algemeen',
  experience: 'Ervaring',
  qualities: 'Kwaliteiten',
  interests: 'Interesses',
};

/** A tab from a URL: any other value means general (SPEC §2.2). */
export function profileTabOrDefault(value: string | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'general';
}

/**
 * The 13 toggle groups of the profile (SPEC §3), each fed by a reference list. The two health
 * groups (physical and mental abilities) are special personal data under the AVG: they are
 * written through `POST profile/{id}/traits`, never published, and only read by the candidate
 * and the staff handling the dossier (docs/decisions.md).
 */
export const TOGGLE_GROUPS = {
  certificates: { list: 'certificates', label: 'Certificaten', tab: 'qualities', sensitive: false },
  drivingLicenses: { list: 'driving_licenses', label: 'Rijbewijzen', tab: 'qualities', sensitive: false },
  interests: { list: 'interests', label: 'Interesses', tab: 'interests', sensitive: false },
  jobPositions: { list: 'job_positions', label: 'Functieniveaus', tab: 'interests', sensitive: false },
  physicalAbilities: {
    list: 'disabilities',
    label: 'Lichamelijke mogelijkheden',
    tab: 'qualities',
    sensitive: true,
  },
  mentalAbilities: { list: 'mental_disorders', label: 'Mentale mogelijkheden', tab: 'qualities', sensitive: true },
  knowledgeAreas: { list: 'knowledge_areas', label: 'Kennisgebieden', tab: 'qualities', sensitive: false },
  motives: { list: 'motives', label: 'Drijfveren', tab: 'interests', sensitive: false },
  skills: { list: 'skills', label: 'Vaardigheden', tab: 'qualities', sensitive: false },
  transportModes: { list: 'transport_modes', label: 'Vervoer', tab: 'general', sensitive: false },
  workActivities: { list: 'work_activities', label: 'Werkzaamheden', tab: 'interests', sensitive: false },
  workEnvironments: { list: 'work_environments', label: 'Werkomgevingen', tab: 'interests', sensitive: false },
  workStyles: { list: 'work_styles', label: 'Werkstijlen', tab: 'qualities', sensitive: false },
} as const satisfies Record<string, { list: ReferenceList; label: string; tab: ProfileTab; sensitive: boolean }>;

export type ToggleGroup = keyof typeof TOGGLE_GROUPS;
export const TOGGLE_GROUP_KEYS = Object.keys(TOGGLE_GROUPS) as ToggleGroup[];
/** Groups written by POST profile/{id}/toggles. */
export const PLAIN_TOGGLE_GROUPS = TOGGLE_GROUP_KEYS.filter((group) => !TOGGLE_GROUPS[group].sensitive);
/** Groups written by POST profile/{id}/traits (health data). */
export const TRAIT_GROUPS = TOGGLE_GROUP_KEYS.filter((group) => TOGGLE_GROUPS[group].sensitive);

export const WORK_SCHEDULES = {
  overdag: 'Overdag',
  avond: '’s Avonds',
  nacht: '’s Nachts',
  weekend: 'In het weekend',
  wisseldiensten: 'Wisseldiensten',
  oproep: 'Op oproepbasis',
} as const;
export type WorkSchedule = keyof typeof WORK_SCHEDULES;

/** Level per language skill (reading, speaking, understanding, writing). */
export const LANGUAGE_LEVELS = {
  0: 'Niet',
  1: 'Een beetje',
  2: 'Redelijk',
  3: 'Goed',
  4: 'Uitstekend',
} as const;

export const LANGUAGE_SKILL_PARTS = {
  understanding: 'Luisteren',
  speaking: 'Spreken',
  reading: 'Lezen',
  writing: 'Schrijven',
} as const;
export type LanguageSkillPart = keyof typeof LANGUAGE_SKILL_PARTS;

/** Languages a profile can list (ISO 639 codes), Dutch first. */
export const LANGUAGES: Record<string, string> = {
  nl: 'Nederlands',
  en: 'Engels',
  de: 'Duits',
  fr: 'Frans',
  es: 'Spaans',
  it: 'Italiaans',
  pt: 'Portugees',
  pl: 'Pools',
  ro: 'Roemeens',
  bg: 'Bulgaars',
  uk: 'Oekraïens',
  ru: 'Russisch',
  tr: 'Turks',
  ar: 'Arabisch',
  zgh: 'Tamazight (Berbers)',
  fa: 'Perzisch (Farsi/Dari)',
  ps: 'Pasjtoe',
  ti: 'Tigrinya',
  am: 'Amhaars',
  so: 'Somalisch',
  ku: 'Koerdisch',
  ur: 'Urdu',
  hi: 'Hindi',
  zh: 'Chinees',
  pap: 'Papiaments',
  srn: 'Sranantongo',
  fy: 'Fries',
  ngt: 'Nederlandse Gebarentaal',
};

export const SOCIAL_MEDIA_PLATFORMS = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  github: 'GitHub',
  website: 'Eigen website',
} as const;
export type SocialMediaPlatform = keyof typeof SOCIAL_MEDIA_PLATFORMS;

/** SPEC §5 leaves these texts open; docs/decisions.md records them. */
export const SOCIAL_MEDIA_FAILURE = 'Opslaan van social media mislukt';
export const VIDEO_FAILURE = 'Opslaan van video’s mislukt';

export const MAX_SOCIAL_MEDIA_LINKS = 10;
export const MAX_VIDEOS = 5;
export const MAX_MOODBOARD_IMAGES = 12;
export const MAX_LIST_ITEMS = 30;

/** What completeness looks at: the parts of a profile an employer or coach would miss first. */
export type CompletenessInput = {
  aboutMe: string | null;
  image: string | null;
  title: string | null;
  phone: string | null;
  postalCode: string | null;
  hoursPerWeekMax: number | null;
  educationLevelSoft: string | null;
  workExperience: readonly unknown[];
  educations: readonly unknown[];
  languageSkills: readonly unknown[];
  resume: unknown | null;
  toggles: Partial<Record<ToggleGroup, readonly string[]>>;
};

/** The profile's completeness in percent: ten parts, each worth the same. */
export function profileCompleteness(profile: CompletenessInput): number {
  const parts = [
    Boolean(profile.aboutMe),
    Boolean(profile.image),
    Boolean(profile.title),
    Boolean(profile.phone && profile.postalCode),
    profile.hoursPerWeekMax !== null,
    Boolean(profile.educationLevelSoft) || profile.educations.length > 0,
    profile.workExperience.length > 0,
    profile.languageSkills.length > 0,
    profile.resume !== null,
    (profile.toggles.skills?.length ?? 0) > 0 && (profile.toggles.interests?.length ?? 0) > 0,
  ];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}
