import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { builtMenu, type MenuActor, type MenuFacts, menuFor, NO_MENU_FACTS, safeMenuUrl } from './menu';
import { NO_RIGHTS, type Rights, rolesFor, type UserType } from './roles';

function actor(
  userType: UserType,
  rights: Partial<Rights> = {},
  features: readonly FeatureFlag[] = FEATURE_FLAGS,
): MenuActor {
  const all = { ...NO_RIGHTS, ...(userType === 'member' ? rights : {}) };
  return { userType, rights: all, roles: rolesFor(userType, all), features: [...features] };
}

const without = (...flags: FeatureFlag[]) => FEATURE_FLAGS.filter((flag) => !flags.includes(flag));
const RICH: MenuFacts = { ...NO_MENU_FACTS, hasShowroom: true, organizationHasEmployersWithPublishedVacancies: true };
const keys = (subject: MenuActor, facts: MenuFacts = RICH) => menuFor(subject, facts).map((entry) => entry.key);
const MOBILE_STAFF = ['settings', 'notifications', 'downloads', 'logout'];

describe('menuFor: the whole menu per user type and right (all features on)', () => {
  it.each([
    {
      who: 'candidate',
      subject: actor('client'),
      expected: [
        'home',
        'conversations',
        'profile',
        'tests',
        'tips',
        'occupations',
        'vacancies',
        'employers-internal',
        'internet-employers',
        'settings',
        'logout',
      ],
    },
    {
      who: 'employer contact with a showroom',
      subject: actor('contact'),
      expected: [
        'home',
        'conversations',
        'showrooms',
        'employer-vacancies',
        'internet-vacancies',
        'settings',
        'logout',
      ],
    },
    {
      who: 'coach',
      subject: actor('member', { coach: true }),
      expected: [
        'conversations',
        'dossiers',
        'showrooms',
        'toolbox',
        'occupations',
        'vacancies',
        'employers-internal',
        'internet-employers',
        ...MOBILE_STAFF,
      ],
    },
    {
      who: 'account manager',
      subject: actor('member', { accountManager: true }),
      expected: [
        'conversations',
        'showrooms',
        'employer-vacancies',
        'vacancies',
        'employers',
        'internet-employers',
        ...MOBILE_STAFF,
      ],
    },
    {
      who: 'administrator without other rights',
      subject: actor('member', { administrator: true }),
      expected: ['conversations', 'vacancies', 'employers-internal', 'internet-employers', ...MOBILE_STAFF],
    },
    {
      who: 'member without any right',
      subject: actor('member'),
      expected: ['vacancies', 'employers-internal', 'internet-employers', ...MOBILE_STAFF],
    },
    {
      who: 'super-user',
      subject: actor('maintainer'),
      // No Meldingen: the super user has no notifications of their own (the server answers 403).
      expected: [
        'maintainer',
        'vacancies',
        'employers-internal',
        'internet-employers',
        'settings',
        'downloads',
        'logout',
      ],
    },
  ])('$who', ({ subject, expected }) => {
    expect(keys(subject)).toEqual(expected);
  });
});

describe('menuFor: each rule', () => {
  it.each([
    {
      rule: 'Berichten: a member with only canManageOtherCandidates holds a right',
      subject: actor('member', { canManageOtherCandidates: true }),
      key: 'conversations',
      shown: true,
    },
    {
      rule: 'Kandidaten Verkennen needs the showrooms feature, also for a coach',
      subject: actor('member', { coach: true }, without('CandidateShowroomsExplorer')),
      key: 'showrooms',
      shown: false,
    },
    {
      rule: 'Kandidaten Verkennen: a contact without a showroom does not see it',
      subject: actor('contact'),
      facts: { ...RICH, hasShowroom: false },
      key: 'showrooms',
      shown: false,
    },
    {
      rule: 'Kandidaten Verkennen: an account manager sees it without showroom facts',
      subject: actor('member', { accountManager: true }),
      facts: NO_MENU_FACTS,
      key: 'showrooms',
      shown: true,
    },
    { rule: 'Kandidaten Verkennen: not for a candidate', subject: actor('client'), key: 'showrooms', shown: false },
    {
      rule: 'Testen needs the job tests feature',
      subject: actor('client', {}, without('Toolbox_Tests')),
      key: 'tests',
      shown: false,
    },
    {
      rule: 'Tips needs the toolbox tips feature',
      subject: actor('client', {}, without('Toolbox_Tips')),
      key: 'tips',
      shown: false,
    },
    {
      rule: 'Toolbox needs the toolbox tips or tests feature',
      subject: actor('member', { coach: true }, without('Toolbox_Tips', 'Toolbox_Tests')),
      key: 'toolbox',
      shown: false,
    },
    {
      rule: 'Toolbox with only the tests feature (it opens on the tests)',
      subject: actor('member', { coach: true }, without('Toolbox_Tips')),
      key: 'toolbox',
      shown: true,
    },
    {
      rule: 'Werkgevers op internet needs the employers explorer feature',
      subject: actor('member', { coach: true }, without('EmployersExplorer')),
      key: 'internet-employers',
      shown: false,
    },
    {
      rule: 'Beroepen needs the occupations feature',
      subject: actor('client', {}, without('OccupationsExplorer')),
      key: 'occupations',
      shown: false,
    },
    {
      rule: 'Beroepen: not for an account manager',
      subject: actor('member', { accountManager: true }),
      key: 'occupations',
      shown: false,
    },
    {
      rule: 'Vacatures Beheren: an account manager needs the admin feature',
      subject: actor('member', { accountManager: true }, without('InternalVacancies_Admin')),
      key: 'employer-vacancies',
      shown: false,
    },
    {
      rule: 'Vacatures Beheren: a contact without any feature',
      subject: actor('contact', {}, []),
      key: 'employer-vacancies',
      shown: true,
    },
    {
      rule: 'Vacatures Beheren: not for a coach',
      subject: actor('member', { coach: true }),
      key: 'employer-vacancies',
      shown: false,
    },
    {
      rule: 'Vacatures Verkennen: staff need the vacancies explorer or internal vacancies',
      subject: actor('member', { coach: true }, without('VacanciesExplorer', 'InternalVacancies_View')),
      key: 'vacancies',
      shown: false,
    },
    {
      rule: 'Vacatures Verkennen: internal vacancies alone is enough for staff',
      subject: actor('member', { coach: true }, ['InternalVacancies_View']),
      key: 'vacancies',
      shown: true,
    },
    {
      rule: 'Vacatures Verkennen: a candidate always has saved vacancies',
      subject: actor('client', {}, []),
      key: 'vacancies',
      shown: true,
    },
    { rule: 'Vacatures Verkennen: not for a contact', subject: actor('contact'), key: 'vacancies', shown: false },
    {
      rule: 'Werkgevers: needs the internal employers view feature',
      subject: actor('client', {}, without('InternalEmployers_View')),
      key: 'employers-internal',
      shown: false,
    },
    {
      rule: 'Werkgevers: needs employers with published vacancies',
      subject: actor('client'),
      facts: { ...RICH, organizationHasEmployersWithPublishedVacancies: false },
      key: 'employers-internal',
      shown: false,
    },
    {
      rule: 'Werkgevers: not for an account manager who is also coach',
      subject: actor('member', { accountManager: true, coach: true }),
      key: 'employers-internal',
      shown: false,
    },
    { rule: 'Werkgevers: not for a contact', subject: actor('contact'), key: 'employers-internal', shown: false },
    {
      rule: 'Werkgevers op internet: not for a contact',
      subject: actor('contact'),
      key: 'internet-employers',
      shown: false,
    },
    { rule: 'Meldingen: not for a candidate', subject: actor('client'), key: 'notifications', shown: false },
    { rule: 'Downloads: not for a contact', subject: actor('contact'), key: 'downloads', shown: false },
    {
      rule: 'Help: only with the feature and a link for the audience',
      subject: actor('client'),
      facts: { ...RICH, helpLinks: { staff: 'https://help.example.nl/staf' } },
      key: 'help',
      shown: false,
    },
    {
      rule: 'Help: a candidate gets the candidates’ link',
      subject: actor('client'),
      facts: { ...RICH, helpLinks: { client: 'https://help.example.nl/kandidaat' } },
      key: 'help',
      shown: true,
    },
    {
      rule: 'Help: not without the Help feature',
      subject: actor('client', {}, without('Help')),
      facts: { ...RICH, helpLinks: { client: 'https://help.example.nl/kandidaat' } },
      key: 'help',
      shown: false,
    },
    {
      rule: 'Support chat: a member with the feature when a provider is configured',
      subject: actor('member', { coach: true }),
      facts: { ...RICH, supportChatAvailable: true },
      key: 'support-chat',
      shown: true,
    },
    {
      rule: 'Support chat: not without the feature',
      subject: actor('member', { coach: true }, without('SupportForProfessionals')),
      facts: { ...RICH, supportChatAvailable: true },
      key: 'support-chat',
      shown: false,
    },
    {
      rule: 'Support chat: not for a candidate',
      subject: actor('client'),
      facts: { ...RICH, supportChatAvailable: true },
      key: 'support-chat',
      shown: false,
    },
    {
      rule: 'App install prompt: only when the browser offers it',
      subject: actor('client'),
      facts: { ...RICH, installAvailable: true },
      key: 'install-app',
      shown: true,
    },
  ])('$rule', ({ subject, facts, key, shown }) => {
    expect(keys(subject, facts ?? RICH).includes(key)).toBe(shown);
  });

  it('the help link of staff, candidates and contacts differs', () => {
    const helpLinks = {
      staff: 'https://help.example.nl/staf',
      client: 'https://help.example.nl/kandidaat',
      contact: 'https://help.example.nl/werkgever',
    };
    const hrefOf = (subject: MenuActor) => {
      const entry = menuFor(subject, { ...RICH, helpLinks }).find((item) => item.key === 'help');
      return entry?.kind === 'external' ? entry.href : null;
    };
    expect(hrefOf(actor('member', { coach: true }))).toBe(helpLinks.staff);
    expect(hrefOf(actor('client'))).toBe(helpLinks.client);
    expect(hrefOf(actor('contact'))).toBe(helpLinks.contact);
  });

  it('mobile-only entries are marked for the mobile layout', () => {
    const placements = Object.fromEntries(
      menuFor(actor('member', { coach: true }), RICH).map((entry) => [entry.key, entry.placement]),
    );
    expect(placements).toMatchObject({
      dossiers: 'main',
      settings: 'mobile',
      notifications: 'mobile',
      downloads: 'mobile',
      logout: 'mobile',
    });
  });
});

describe('menuFor: custom menu items and pages follow their role flags', () => {
  const flags = { accountManager: false, administrator: false, client: false, coach: false, contact: false };
  const facts: MenuFacts = {
    ...RICH,
    customPages: [
      { ...flags, id: 'p1', title: 'Over ons', client: true, contact: true },
      { ...flags, id: 'p2', title: 'Werkwijze', coach: true, administrator: true },
    ],
    customMenuItems: [
      { ...flags, id: 'm1', text: 'Werk.nl', url: 'https://www.werk.nl', client: true },
      { ...flags, id: 'm2', text: 'Intranet', url: '/pages/p2', accountManager: true },
      { ...flags, id: 'm3', text: 'Gevaarlijk', url: 'javascript:alert(1)', client: true },
    ],
  };
  it.each([
    { who: 'candidate', subject: actor('client'), expected: ['custom-page:p1', 'custom-menu-item:m1'] },
    { who: 'contact', subject: actor('contact'), expected: ['custom-page:p1'] },
    { who: 'coach', subject: actor('member', { coach: true }), expected: ['custom-page:p2'] },
    { who: 'account manager', subject: actor('member', { accountManager: true }), expected: ['custom-menu-item:m2'] },
    {
      who: 'administrator and account manager',
      subject: actor('member', { administrator: true, accountManager: true }),
      expected: ['custom-page:p2', 'custom-menu-item:m2'],
    },
    { who: 'super-user', subject: actor('maintainer'), expected: [] },
  ])('$who', ({ subject, expected }) => {
    expect(keys(subject, facts).filter((key) => key.startsWith('custom-'))).toEqual(expected);
  });

  it('links a page to /pages/{id}, an outside URL as external and an app path as a route', () => {
    const entries = menuFor(actor('member', { accountManager: true, coach: true }), facts);
    expect(entries.find((entry) => entry.key === 'custom-page:p2')).toMatchObject({
      kind: 'route',
      to: '/pages/p2',
      label: 'Werkwijze',
    });
    expect(entries.find((entry) => entry.key === 'custom-menu-item:m2')).toMatchObject({
      kind: 'route',
      to: '/pages/p2',
      screen: null,
    });
    const client = menuFor(actor('client'), facts);
    expect(client.find((entry) => entry.key === 'custom-menu-item:m1')).toMatchObject({
      kind: 'external',
      href: 'https://www.werk.nl',
    });
  });
});

describe('safeMenuUrl', () => {
  it.each([
    ['/pages/1', 'route'],
    ['https://www.werk.nl/vacatures', 'external'],
    ['http://intranet.local', 'external'],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['data:text/html,hoi', null],
    ['', null],
  ])('%s → %s', (url, kind) => {
    expect(safeMenuUrl(url)?.kind ?? null).toBe(kind);
  });
});

describe('builtMenu', () => {
  it('leaves out entries whose screen is not built, keeps links and actions', () => {
    const entries = menuFor(actor('client'), RICH);
    const shown = builtMenu(entries, (screen) => screen === 'home').map((entry) => entry.key);
    expect(shown).toEqual(['home', 'logout']);
  });
});
