import type { DemoCandidateKey } from './demo-candidate-people';

export type DemoCoachKey = 'coach' | 'beheerder' | 'wisselaar';
export type DemoAccess = 'password' | 'invited' | 'expired' | 'none';

/**
 * A demo candidate's dossier at Werkpad: their coaches, the track (type index into
 * DEMO_TRACK_TYPES, start relative to the seeding day and length, in days), the access state of
 * their account, the profile type (index into DEMO_PROFILE_TYPES), archived or extended.
 */
export type DemoCandidateDossier = {
  key: DemoCandidateKey;
  coaches: DemoCoachKey[];
  track: [type: number, startedDaysAgo: number, lengthDays: number];
  access: DemoAccess;
  profileType?: number;
  archived?: boolean;
  extended?: boolean;
};

/** In seeding order: the position drives client and phone numbers and other varied details. */
export const DEMO_CANDIDATE_DOSSIERS: DemoCandidateDossier[] = [
  { key: 'sophie-jansen', coaches: ['coach'], track: [0, 120, 365], access: 'password', profileType: 3 },
  { key: 'mohamed-el-idrissi', coaches: ['coach'], track: [2, 60, 180], access: 'password' },
  { key: 'emma-de-boer', coaches: ['coach'], track: [2, 200, 240], access: 'password', extended: true },
  { key: 'yusuf-kaya', coaches: ['coach', 'beheerder'], track: [1, 30, 120], access: 'invited', profileType: 3 },
  { key: 'lisa-van-dijk', coaches: ['coach'], track: [3, 300, 330], access: 'password' },
  { key: 'tesfay-gebremedhin', coaches: ['coach'], track: [2, 45, 365], access: 'password', profileType: 1 },
  { key: 'anouk-bakker', coaches: ['coach'], track: [3, 90, 180], access: 'expired' },
  { key: 'daniel-kowalski', coaches: ['coach'], track: [1, 10, 90], access: 'none' },
  { key: 'fleur-visser', coaches: ['coach'], track: [2, 170, 190], access: 'password', profileType: 2 },
  { key: 'ahmad-rahimi', coaches: ['coach', 'wisselaar'], track: [3, 75, 270], access: 'password', profileType: 1 },
  { key: 'jeroen-smits', coaches: ['coach'], track: [0, 400, 360], access: 'password', profileType: 3, archived: true },
  { key: 'naima-bouzid', coaches: ['coach'], track: [2, 20, 180], access: 'invited' },
  { key: 'sem-mulder', coaches: ['coach'], track: [2, 150, 160], access: 'password', profileType: 2 },
  { key: 'grace-owusu', coaches: ['coach'], track: [2, 100, 365], access: 'password' },
  { key: 'thijs-hendriks', coaches: ['beheerder'], track: [3, 40, 120], access: 'password' },
  { key: 'samira-ait-taleb', coaches: ['beheerder'], track: [2, 140, 150], access: 'password' },
  { key: 'kevin-de-wit', coaches: ['beheerder'], track: [1, 85, 90], access: 'expired' },
  { key: 'iris-van-leeuwen', coaches: ['beheerder', 'coach'], track: [3, 220, 365], access: 'password' },
  { key: 'ricardo-martis', coaches: ['beheerder'], track: [2, 15, 120], access: 'invited', profileType: 2 },
  { key: 'maria-popescu', coaches: ['beheerder'], track: [1, 60, 90], access: 'none' },
  {
    key: 'bas-van-der-linden',
    coaches: ['beheerder'],
    track: [0, 360, 380],
    access: 'password',
    profileType: 3,
    extended: true,
  },
  { key: 'esra-yildiz', coaches: ['beheerder'], track: [3, 5, 180], access: 'invited' },
  { key: 'lucas-peters', coaches: ['beheerder'], track: [3, 180, 200], access: 'password', profileType: 2 },
  { key: 'halima-abdi', coaches: ['beheerder'], track: [2, 250, 365], access: 'password', profileType: 1 },
  { key: 'niels-van-den-berg', coaches: ['beheerder'], track: [1, 300, 280], access: 'password', archived: true },
  { key: 'olga-shevchenko', coaches: ['wisselaar'], track: [2, 50, 365], access: 'password', profileType: 1 },
  { key: 'ruben-koster', coaches: ['wisselaar'], track: [3, 130, 150], access: 'password', profileType: 2 },
  { key: 'aylin-demir', coaches: ['wisselaar', 'coach'], track: [2, 25, 90], access: 'expired', profileType: 2 },
  { key: 'peter-van-vliet', coaches: ['wisselaar'], track: [0, 90, 365], access: 'none', profileType: 3 },
  { key: 'sanne-wouters', coaches: ['wisselaar'], track: [3, 160, 170], access: 'password' },
  { key: 'ibrahim-diallo', coaches: ['wisselaar'], track: [2, 35, 180], access: 'password', profileType: 1 },
  { key: 'julia-meijer', coaches: ['coach'], track: [2, 210, 220], access: 'password' },
  { key: 'mehdi-haddou', coaches: ['coach'], track: [1, 70, 180], access: 'invited' },
  {
    key: 'chantal-de-groot',
    coaches: ['coach'],
    track: [2, 330, 300],
    access: 'password',
    profileType: 3,
    archived: true,
  },
  { key: 'wouter-vos', coaches: ['coach'], track: [3, 110, 365], access: 'password' },
  { key: 'fatma-sahin', coaches: ['beheerder'], track: [2, 190, 200], access: 'password' },
  { key: 'tim-van-rijn', coaches: ['beheerder'], track: [3, 55, 120], access: 'password', profileType: 2 },
  { key: 'amina-osman', coaches: ['wisselaar'], track: [2, 12, 365], access: 'invited', profileType: 1 },
  { key: 'marco-rossi', coaches: ['wisselaar'], track: [1, 95, 100], access: 'password' },
];

export const DEMO_TRACK_TYPES = [
  'Re-integratie tweede spoor',
  'Werkfit (UWV)',
  'Participatietraject gemeente',
  'Loopbaanbegeleiding',
  'Jobcoaching op de werkplek',
];

export const DEMO_PROFILE_TYPES = ['Werkzoekende', 'Statushouder', 'Jongere (tot 27 jaar)', 'Werknemer met verzuim'];
