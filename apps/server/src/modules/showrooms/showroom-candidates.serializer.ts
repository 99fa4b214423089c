import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { EDUCATION_LEVELS, LANGUAGES, REFERENCE_DATA, TOGGLE_GROUPS, WORK_SCHEDULES } from '@koers/shared';
import type { ShowroomCandidateRow, ShowroomToggleGroup } from './showroom-candidates.queries';
import type { ShowroomCandidateView } from './showroom-candidates.service';
import { anonymousText, personalMarkersOf } from './showroom-privacy';

const levelName = (code: string | null) =>
  code ? (EDUCATION_LEVELS.find((level) => level.code === code)?.name ?? null) : null;

const toggleLabels = (row: ShowroomCandidateRow, group: ShowroomToggleGroup) => {
  const list = REFERENCE_DATA[TOGGLE_GROUPS[group].list];
  return row.toggles[group].map((code) => list.find((entry) => entry.code === code)?.name ?? code);
};

const sectorName = (code: string) => REFERENCE_DATA.sectors.find((entry) => entry.code === code)?.name ?? code;

/** Where the candidate lives, no closer than the town (or the postal district: "regio 35"). */
export function regionOf(row: Pick<ShowroomCandidateRow, 'city' | 'postalCode'>): string | null {
  if (row.city?.trim()) return row.city.trim();
  const district = row.postalCode?.match(/^([1-9]\d)/)?.[1];
  return district ? `Regio ${district}` : null;
}

/**
 * The profile sections a candidate lets employers see (publishProfile): work wishes, experience,
 * education, skills and availability; free texts through `text` (anonymised when needed).
 */
function profileSections(row: ShowroomCandidateRow, text: (value: string | null | undefined) => string | null) {
  return {
    aboutMe: text(row.aboutMe),
    workWishes: {
      title: text(row.title),
      occupations: row.favoriteOccupations.map((occupation) => occupation.label),
      sectors: row.favoriteSectorCodes.map(sectorName),
      jobPositions: toggleLabels(row, 'jobPositions'),
    },
    availability: {
      hoursPerWeekMin: row.hoursPerWeekMin,
      hoursPerWeekMax: row.hoursPerWeekMax,
      workSchedule: row.workSchedule.map((code) => WORK_SCHEDULES[code as keyof typeof WORK_SCHEDULES] ?? code),
    },
    experience: row.workExperience.map((work) => ({
      position: text(work.position),
      employer: text(work.employer),
      city: text(work.city),
      startMonth: work.startMonth,
      endMonth: work.endMonth,
      description: text(work.description),
    })),
    education: {
      level: levelName(row.educationLevelSoft),
      educations: row.educations.map((education) => ({
        name: text(education.name),
        institution: text(education.institution),
        level: levelName(education.educationLevelCode),
        startYear: education.startYear,
        endYear: education.endYear,
        diploma: education.diploma,
      })),
      courses: row.courses.map((course) => ({
        name: text(course.name),
        institution: text(course.institution),
        year: course.year,
        certificate: course.certificate,
      })),
    },
    skills: {
      skills: toggleLabels(row, 'skills'),
      certificates: toggleLabels(row, 'certificates'),
      drivingLicenses: toggleLabels(row, 'drivingLicenses'),
      languages: row.languageSkills.map((skill) => ({
        language: LANGUAGES[skill.code] ?? skill.code,
        understanding: skill.understanding,
        speaking: skill.speaking,
        reading: skill.reading,
        writing: skill.writing,
      })),
    },
  };
}

const NO_SECTIONS = {
  aboutMe: null,
  workWishes: null,
  availability: null,
  experience: null,
  education: null,
  skills: null,
};

/** Free text as it goes out: as written once the candidate agreed to be contacted, else anonymised. */
function textFilter(row: ShowroomCandidateRow, contactable: boolean) {
  if (contactable) return (value: string | null | undefined) => value ?? null;
  const markers = personalMarkersOf(row);
  return (value: string | null | undefined) => anonymousText(value, markers);
}

/**
 * One candidate's showroom profile (type `showroom_candidates`, id = the dossier id): what the
 * profile settings allow, and the name, e-mail address and phone number only once the candidate
 * agreed to be contacted, and the photo then too. Never a street, birth date, documents, health
 * data or notes.
 */
export function serializeShowroomCandidate(view: ShowroomCandidateView): Resource {
  const { row, exposure } = view;
  const contactable = exposure === 'contactable';
  const text = textFilter(row, contactable);
  return resource(
    'showroom_candidates',
    row.dossierId,
    {
      exposure,
      name: contactable ? row.clientName : null,
      email: contactable ? row.clientEmail : null,
      phone: contactable ? row.phone : null,
      photo: view.photoUrl,
      region: regionOf(row),
      profileShared: row.publishProfile,
      ...(row.publishProfile ? profileSections(row, text) : NO_SECTIONS),
    },
    {
      relationships: { showroom: relationship({ type: 'showrooms', id: view.showroomId }) },
      meta: { can: view.can },
    },
  );
}

/** A candidate as a showroom's block lists them for a contact: enough to choose whom to open. */
export function candidateSummary(row: ShowroomCandidateRow, contactable: boolean) {
  const text = textFilter(row, contactable);
  return {
    id: row.dossierId,
    contactable,
    name: contactable ? row.clientName : null,
    title: row.publishProfile ? text(row.title) : null,
    region: regionOf(row),
  };
}
