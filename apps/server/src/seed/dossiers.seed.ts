import { hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { fullName, LANGUAGES, type ToggleGroup } from '@koers/shared';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/users/passwords';
import { candidateInvitations } from '../schema/candidate-invitations.table';
import { customFields, customFieldValues } from '../schema/custom-fields.table';
import { dossierCoaches } from '../schema/dossier-coaches.table';
import { dossiers, personalFiles, profileTypes } from '../schema/dossiers.table';
import { profileSocialMediaLinks, profiles, profileToggles } from '../schema/profiles.table';
import { trackExtensions, tracks, trackTypes } from '../schema/tracks.table';
import { userContexts } from '../schema/user-contexts.table';
import { users } from '../schema/users.table';
import { ARCHETYPES, type Archetype } from './demo-archetypes';
import { DEMO_PROFILE_TYPES, DEMO_TRACK_TYPES } from './demo-candidate-dossiers';
import { DEMO_CANDIDATES, type DemoCandidate } from './demo-candidates';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-people';

const DAY_MS = 86_400_000;

const TRANSPORT = [['fiets', 'ov'], ['auto'], ['e_bike', 'ov'], ['ov', 'lopen'], ['fiets'], ['auto', 'fiets']];
const CLIENTS = ['Gemeente Utrecht', 'UWV', 'Werkgever (verzuim)', 'Gemeente Nieuwegein'];
const BENEFITS = ['Participatiewet', 'WW', 'WIA', 'Geen'];

/**
 * The coaches' caseload: about forty candidates of Werkpad across its coaches (and one at
 * Stroomlijn), with tracks, personal data, profiles and every access state. Dates are relative
 * to the day of seeding, so "archiving soon" always has something to show; ids are fixed.
 */
export async function seedDossiers(db: Db): Promise<void> {
  const today = todayInAmsterdam();
  const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const stroomlijn = demoId(DEMO_ORGANIZATIONS.stroomlijn.key);

  for (const [organizationId, key] of [
    [werkpad, 'werkpad'],
    [stroomlijn, 'stroomlijn'],
  ] as const) {
    await db.insert(trackTypes).values(
      DEMO_TRACK_TYPES.map((name, position) => ({
        id: demoId(`track-type:${key}:${position}`),
        organizationId,
        name,
        position,
      })),
    );
    await db.insert(profileTypes).values(
      DEMO_PROFILE_TYPES.map((name, position) => ({
        id: demoId(`profile-type:${key}:${position}`),
        organizationId,
        name,
        position,
      })),
    );
  }
  await db.insert(customFields).values([
    {
      id: demoId('custom-field:werkpad:opdrachtgever'),
      organizationId: werkpad,
      resourceType: 'dossier',
      label: 'Opdrachtgever',
      icon: 'Business',
      fieldType: 'select',
      options: CLIENTS,
      position: 0,
    },
    {
      id: demoId('custom-field:werkpad:uitkering'),
      organizationId: werkpad,
      resourceType: 'dossier',
      label: 'Uitkering',
      icon: 'Euro',
      fieldType: 'select',
      options: BENEFITS,
      position: 1,
    },
    {
      id: demoId('custom-field:werkpad:klantmanager'),
      organizationId: werkpad,
      resourceType: 'dossier',
      label: 'Klantmanager',
      icon: 'Person',
      fieldType: 'text',
      options: [],
      position: 2,
    },
    {
      id: demoId('custom-field:werkpad:intake'),
      organizationId: werkpad,
      resourceType: 'dossier',
      label: 'Intakegesprek gehouden',
      icon: 'EventAvailable',
      fieldType: 'boolean',
      options: [],
      position: 3,
    },
  ]);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daan: DemoCandidate = {
    key: 'daan-bakker',
    firstName: 'Daan',
    lastName: 'Bakker',
    archetype: 'bouw',
    coaches: ['coach'],
    trackType: 2,
    startedDaysAgo: 80,
    lengthDays: 270,
    access: 'password',
    city: 'Utrecht',
    postalCode: '3515 BG',
    born: '1999-08-21',
    languages: [
      ['nl', 4],
      ['en', 3],
    ],
    about:
      'Ik ben Daan, 26 jaar. Na de havo ben ik gaan werken in de bouw. Nu zoek ik een vaste baan als timmerman, het liefst met een BBL-opleiding erbij.',
    profileType: 2,
  };
  let index = 0;
  for (const candidate of [daan, ...DEMO_CANDIDATES]) {
    await seedCandidate(db, {
      candidate,
      index,
      organizationId: werkpad,
      organizationKey: 'werkpad',
      today,
      passwordHash,
    });
    index++;
  }
  await seedCandidate(db, {
    candidate: {
      ...daan,
      key: 'fatima-ouali',
      firstName: 'Fatima',
      lastName: 'Ouali',
      archetype: 'administratie',
      about: 'Ik zoek een nieuwe uitdaging als administratief medewerker in het onderwijs.',
      city: 'Amersfoort',
      postalCode: '3813 AB',
      born: '1991-02-03',
      languages: [
        ['nl', 4],
        ['ar', 3],
        ['fr', 2],
      ],
      trackType: 3,
      profileType: 0,
    },
    index,
    organizationId: stroomlijn,
    organizationKey: 'stroomlijn',
    today,
    passwordHash,
    coachKeys: { coach: 'stroomlijn-coach:stroomlijn' },
  });
}

const COACH_TEAM_MEMBERS: Record<string, string> = {
  coach: 'coach:werkpad',
  beheerder: 'beheerder:werkpad',
  wisselaar: 'wisselaar:werkpad',
};

async function seedCandidate(
  db: Db,
  input: {
    candidate: DemoCandidate;
    index: number;
    organizationId: string;
    organizationKey: string;
    today: string;
    passwordHash: string;
    coachKeys?: Record<string, string>;
  },
): Promise<void> {
  const { candidate, index, organizationId, today } = input;
  const archetype: Archetype = ARCHETYPES[candidate.archetype];
  const dossierId = demoId(`dossier:${candidate.key}`);
  const existing = candidate.key === 'daan-bakker' || candidate.key === 'fatima-ouali';
  const email = existing
    ? candidate.key === 'daan-bakker'
      ? 'kandidaat@demo.koers.nl'
      : 'kandidaat@stroomlijn.demo.koers.nl'
    : `${candidate.key}@kandidaat.demo.koers.nl`;
  const name = fullName({
    firstName: candidate.firstName,
    lastNamePrefix: candidate.prefix ?? null,
    lastName: candidate.lastName,
  });
  const startsOn = addDays(today, -candidate.startedDaysAgo);
  const endsOn = addDays(startsOn, candidate.lengthDays);
  // Archived a week after the track ended, and never later than now.
  const archivedAt = candidate.archived
    ? new Date(Math.min(Date.parse(`${endsOn}T12:00:00Z`) + 7 * DAY_MS, Date.now()))
    : null;

  if (!existing) {
    await db
      .insert(dossiers)
      .values({ id: dossierId, organizationId, clientName: name, clientEmail: email, archivedAt });
  }
  await db
    .update(dossiers)
    .set({ profileTypeId: demoId(`profile-type:${input.organizationKey}:${candidate.profileType}`) })
    .where(eq(dossiers.id, dossierId));
  await db.insert(personalFiles).values({
    organizationId,
    dossierId,
    firstName: candidate.firstName,
    lastNamePrefix: candidate.prefix ?? null,
    lastName: candidate.lastName,
    dateOfBirth: candidate.born,
    city: candidate.city,
    clientNumber: `${input.organizationKey === 'werkpad' ? 'WP' : 'SL'}-2026-${String(index + 1).padStart(4, '0')}`,
  });
  const coachKeys = input.coachKeys ?? COACH_TEAM_MEMBERS;
  await db.insert(dossierCoaches).values(
    candidate.coaches.map((coach) => ({
      organizationId,
      dossierId,
      teamMemberId: demoId(`team-member:${coachKeys[coach]}`),
    })),
  );
  const trackId = demoId(`track:${candidate.key}`);
  await db.insert(tracks).values({
    id: trackId,
    organizationId,
    dossierId,
    trackTypeId: demoId(`track-type:${input.organizationKey}:${candidate.trackType}`),
    startsOn,
    endsOn,
  });
  if (candidate.extended) {
    await db.insert(trackExtensions).values({
      organizationId,
      trackId,
      previousEndsOn: addDays(endsOn, -90),
      endsOn,
      reason: 'Proefplaatsing loopt nog; de werkgever wil na drie maanden beslissen over een contract.',
      createdByContextId: demoId(
        `context:${candidate.coaches[0] === 'beheerder' ? 'beheerder' : 'coach'}:werkpad:member`,
      ),
    });
  }

  const profileId = demoId(`profile:${candidate.key}`);
  const young = Number(today.slice(0, 4)) - Number(candidate.born.slice(0, 4)) < 27;
  await db.insert(profiles).values({
    id: profileId,
    organizationId,
    dossierId,
    aboutMe: candidate.about,
    bbl: young && ['bouw', 'techniek', 'logistiek'].includes(candidate.archetype),
    title: archetype.title,
    phone: `06 ${String(20_000_000 + index * 1_234_567).slice(0, 8)}`,
    postalCode: candidate.postalCode,
    hobbies: [
      'Voetbal en hardlopen',
      'Koken voor vrienden',
      'Tekenen en fotografie',
      'Fietsen en tuinieren',
      'Gamen en muziek',
    ][index % 5],
    publishProfile: candidate.access === 'password' && index % 3 !== 0,
    hoursPerWeekMin: archetype.hours[0],
    hoursPerWeekMax: archetype.hours[1],
    workSchedule: archetype.schedule,
    educationLevelSoft: archetype.educationLevel,
    favoriteSectorCodes: archetype.sectors,
    favoriteOccupations: [archetype.occupation],
    languageSkills: candidate.languages
      .filter(([code]) => code in LANGUAGES)
      .map(([code, level]) => ({
        code,
        understanding: level,
        speaking: level,
        reading: Math.max(0, level - 1),
        writing: Math.max(0, level - 1),
      })),
    courses:
      index % 4 === 0
        ? [{ name: 'Sollicitatietraining', institution: 'Werkpad Academie', year: 2026, certificate: true }]
        : [],
    educations: archetype.educations.map((education, position) => ({
      name: education.name,
      institution: education.institution,
      educationLevelCode: education.level,
      startYear: 2012 + ((index + position) % 8),
      endYear: 2014 + ((index + position) % 8),
      diploma: (index + position) % 5 !== 0,
    })),
    preferredEducations:
      index % 3 === 0
        ? [{ name: `Vervolgopleiding ${archetype.title.toLowerCase()}`, educationLevelCode: 'mbo3' }]
        : [],
    workExperience: archetype.experience.map((item, position) => {
      const startYear = 2016 + ((index + position * 3) % 7);
      return {
        position: item.position,
        employer: item.employer,
        city: candidate.city,
        startMonth: `${startYear}-${String(((index + position) % 12) + 1).padStart(2, '0')}`,
        endMonth: position === 0 && index % 2 === 0 ? null : `${startYear + 2}-06`,
        description: item.description,
      };
    }),
  });
  const toggles: Partial<Record<ToggleGroup, string[]>> = {
    ...archetype.toggles,
    transportModes: TRANSPORT[index % TRANSPORT.length] ?? ['fiets'],
    drivingLicenses: archetype.toggles.drivingLicenses ?? (index % 2 === 0 ? ['B'] : []),
    jobPositions: [index % 4 === 0 ? 'ervaren_medewerker' : 'medewerker'],
    ...(candidate.profileType === 3 ? { physicalAbilities: ['rugklachten'] } : {}),
  };
  const toggleRows = Object.entries(toggles).flatMap(([groupKey, codes]) =>
    (codes ?? []).map((code) => ({ organizationId, profileId, groupKey, code })),
  );
  if (toggleRows.length > 0) await db.insert(profileToggles).values(toggleRows);
  if (index % 3 === 1) {
    await db.insert(profileSocialMediaLinks).values({
      organizationId,
      profileId,
      platform: 'linkedin',
      url: `https://www.linkedin.com/in/${candidate.key}`,
      position: 0,
    });
  }

  if (organizationId === demoId(DEMO_ORGANIZATIONS.werkpad.key)) {
    await db.insert(customFieldValues).values([
      {
        organizationId,
        resourceId: dossierId,
        customFieldId: demoId('custom-field:werkpad:opdrachtgever'),
        value: CLIENTS[index % CLIENTS.length] ?? 'UWV',
      },
      {
        organizationId,
        resourceId: dossierId,
        customFieldId: demoId('custom-field:werkpad:uitkering'),
        value: BENEFITS[index % BENEFITS.length] ?? 'Geen',
      },
      {
        organizationId,
        resourceId: dossierId,
        customFieldId: demoId('custom-field:werkpad:intake'),
        value: String(index % 5 !== 4),
      },
    ]);
  }

  // Accounts: the two demo candidates already have theirs (foundation seed).
  if (existing || candidate.access === 'none') return;
  const userId = demoId(`user:${candidate.key}`);
  await db.insert(users).values({
    id: userId,
    email,
    name,
    passwordHash: candidate.access === 'password' ? input.passwordHash : null,
    lastLoginAt:
      candidate.access === 'password' ? new Date(Date.parse(`${today}T09:00:00Z`) - (index % 9) * DAY_MS) : null,
  });
  await db.insert(userContexts).values({
    id: demoId(`context:${candidate.key}:${input.organizationKey}:client`),
    organizationId,
    userId,
    userType: 'client',
    dossierId,
    disabledAt: archivedAt,
  });
  if (candidate.access === 'invited' || candidate.access === 'expired') {
    const sentDaysAgo = candidate.access === 'invited' ? 3 : 20;
    await db.insert(candidateInvitations).values({
      organizationId,
      dossierId,
      userId,
      email,
      // Nobody holds the token of a seeded invitation; a coach sends a fresh one from the dossier.
      tokenHash: hashToken(`demo-invitation:${candidate.key}`),
      createdAt: new Date(Date.parse(`${today}T10:00:00Z`) - sentDaysAgo * DAY_MS),
      expiresAt: new Date(Date.parse(`${today}T10:00:00Z`) + (14 - sentDaysAgo) * DAY_MS),
      sentByContextId: demoId('context:coach:werkpad:member'),
    });
  }
}
