import type { FeatureFlag } from '@koers/shared';
import { FEATURE_FLAGS } from '@koers/shared';

export const DEMO_PASSWORD = 'Koers-demo-2026';

export const DEMO_ORGANIZATIONS = {
  werkpad: {
    key: 'org:werkpad',
    name: 'Werkpad Re-integratie',
    subscriptionEndsOn: '2027-12-31',
    features: [...FEATURE_FLAGS] as FeatureFlag[],
  },
  stroomlijn: {
    key: 'org:stroomlijn',
    name: 'Stroomlijn Loopbaanadvies',
    subscriptionEndsOn: '2027-06-30',
    features: [
      'Dossiers_Add',
      'Dossiers_UpdatePersonalData',
      'EditProfileAsCoach',
      'Help',
      'OccupationsExplorer',
      'Toolbox_Tests',
      'Toolbox_Tips',
      'Tracks_Edit',
      'VacanciesExplorer',
    ] as FeatureFlag[],
  },
} as const;

export type DemoOrganizationKey = keyof typeof DEMO_ORGANIZATIONS;

type DemoRights = {
  administrator?: boolean;
  accountManager?: boolean;
  coach?: boolean;
  canManageOtherCandidates?: boolean;
};

export type DemoContext =
  | { organization: DemoOrganizationKey; userType: 'member'; rights: DemoRights; roleType: string }
  | { organization: DemoOrganizationKey; userType: 'client'; dossier: string }
  | { organization: DemoOrganizationKey; userType: 'contact'; employer: string }
  | { organization: DemoOrganizationKey; userType: 'maintainer' };

export type DemoPerson = { key: string; email: string; name: string; contexts: DemoContext[] };

/** The demo logins of the README, one per role, plus people who make the second organisation real. */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'beheerder',
    email: 'beheerder@demo.koers.nl',
    name: 'Sanne de Vries',
    contexts: [
      {
        organization: 'werkpad',
        userType: 'member',
        rights: { administrator: true, coach: true, canManageOtherCandidates: true },
        roleType: 'Teamleider',
      },
    ],
  },
  {
    key: 'coach',
    email: 'coach@demo.koers.nl',
    name: 'Mehmet Yılmaz',
    contexts: [{ organization: 'werkpad', userType: 'member', rights: { coach: true }, roleType: 'Jobcoach' }],
  },
  {
    key: 'accountmanager',
    email: 'accountmanager@demo.koers.nl',
    name: 'Lotte Janssen',
    contexts: [
      { organization: 'werkpad', userType: 'member', rights: { accountManager: true }, roleType: 'Accountmanager' },
    ],
  },
  {
    key: 'accountmanager-ruben',
    email: 'ruben.deboer@demo.koers.nl',
    name: 'Ruben de Boer',
    contexts: [
      { organization: 'werkpad', userType: 'member', rights: { accountManager: true }, roleType: 'Accountmanager' },
    ],
  },
  {
    key: 'kandidaat',
    email: 'kandidaat@demo.koers.nl',
    name: 'Daan Bakker',
    contexts: [{ organization: 'werkpad', userType: 'client', dossier: 'daan-bakker' }],
  },
  {
    key: 'werkgever',
    email: 'werkgever@demo.koers.nl',
    name: 'Eva Visser',
    contexts: [{ organization: 'werkpad', userType: 'contact', employer: 'bouwbedrijf-van-dijk' }],
  },
  {
    key: 'super',
    email: 'super@demo.koers.nl',
    name: 'Koers Beheer',
    contexts: [{ organization: 'werkpad', userType: 'maintainer' }],
  },
  {
    key: 'wisselaar',
    email: 'wisselaar@demo.koers.nl',
    name: 'Noor El Amrani',
    contexts: [
      { organization: 'werkpad', userType: 'member', rights: { coach: true }, roleType: 'Jobcoach' },
      {
        organization: 'stroomlijn',
        userType: 'member',
        rights: { administrator: true, coach: true, canManageOtherCandidates: true },
        roleType: 'Teamleider',
      },
    ],
  },
  {
    key: 'stroomlijn-coach',
    email: 'coach@stroomlijn.demo.koers.nl',
    name: 'Bram Hendriks',
    contexts: [
      { organization: 'stroomlijn', userType: 'member', rights: { coach: true }, roleType: 'Loopbaanadviseur' },
    ],
  },
  {
    key: 'stroomlijn-kandidaat',
    email: 'kandidaat@stroomlijn.demo.koers.nl',
    name: 'Fatima Ouali',
    contexts: [{ organization: 'stroomlijn', userType: 'client', dossier: 'fatima-ouali' }],
  },
];

export const DEMO_DOSSIERS: Record<string, { organization: DemoOrganizationKey; name: string; email: string }> = {
  'daan-bakker': { organization: 'werkpad', name: 'Daan Bakker', email: 'kandidaat@demo.koers.nl' },
  'fatima-ouali': { organization: 'stroomlijn', name: 'Fatima Ouali', email: 'kandidaat@stroomlijn.demo.koers.nl' },
};

export const DEMO_EMPLOYERS: Record<
  string,
  {
    organization: DemoOrganizationKey;
    name: string;
    city: string;
    contact: { name: string; email: string; phone: string };
  }
> = {
  'bouwbedrijf-van-dijk': {
    organization: 'werkpad',
    name: 'Bouwbedrijf Van Dijk',
    city: 'Utrecht',
    contact: { name: 'Eva Visser', email: 'werkgever@demo.koers.nl', phone: '030 234 56 78' },
  },
};
