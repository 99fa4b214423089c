import { type Actor, hasFeature, hasRole, isStaff } from './actor';
import { notificationPolicy } from './notification.policy';
import type { Role } from './roles';

/**
 * The side menu of SPEC §6 "Menu entries and their rules", as one pure function of the actor
 * and a few facts the web app loads. It knows every entry; the web app leaves out entries
 * whose screen is not built yet (`screen` names the route of SPEC §2.2 that must exist).
 */

export type MenuIcon =
  | 'home'
  | 'conversations'
  | 'dossiers'
  | 'showrooms'
  | 'toolbox'
  | 'profile'
  | 'tests'
  | 'tips'
  | 'occupations'
  | 'vacancies-manage'
  | 'vacancies-internet'
  | 'vacancies'
  | 'employers-manage'
  | 'employers'
  | 'employers-internet'
  | 'page'
  | 'link'
  | 'settings'
  | 'organizations'
  | 'notifications'
  | 'downloads'
  | 'help'
  | 'support'
  | 'install'
  | 'logout';

export type MenuEntry = {
  key: string;
  label: string;
  icon: MenuIcon;
  /** `main`: always in the drawer; `mobile`: only in the narrow (mobile) layout's drawer. */
  placement: 'main' | 'mobile';
} & (
  | {
      kind: 'route';
      to: string /** Route name (SPEC §2.2) whose screen must be built; null: always shown. */;
      screen: string | null;
    }
  | { kind: 'external'; href: string }
  | { kind: 'action'; action: 'install-app' | 'logout' | 'support-chat' }
);

/** Role flags of custom menu items and custom pages (SPEC §3). */
export type RoleFlags = {
  accountManager: boolean;
  administrator: boolean;
  client: boolean;
  coach: boolean;
  contact: boolean;
};

/** Just the role flags of a row that has more (what a custom item or page tells of whom it is for). */
export function roleFlagsOf(row: RoleFlags): RoleFlags {
  return {
    accountManager: row.accountManager,
    administrator: row.administrator,
    client: row.client,
    coach: row.coach,
    contact: row.contact,
  };
}

export type CustomMenuItemFacts = RoleFlags & { id: string; text: string; url: string };
export type CustomPageFacts = RoleFlags & { id: string; title: string };

export type MenuFacts = {
  /** A contact has at least one showroom published to them. */
  hasShowroom: boolean;
  /** The organisation has employers with published vacancies. */
  organizationHasEmployersWithPublishedVacancies: boolean;
  customMenuItems: readonly CustomMenuItemFacts[];
  customPages: readonly CustomPageFacts[];
  /** Help links per audience, as the organisation configures them; none → no Help entry. */
  helpLinks: { staff?: string | null; client?: string | null; contact?: string | null };
  /** A support-chat provider is configured for this installation. */
  supportChatAvailable: boolean;
  /** The browser offered to install the app (beforeinstallprompt). */
  installAvailable: boolean;
};

export const NO_MENU_FACTS: MenuFacts = {
  hasShowroom: false,
  organizationHasEmployersWithPublishedVacancies: false,
  customMenuItems: [],
  customPages: [],
  helpLinks: {},
  supportChatAvailable: false,
  installAvailable: false,
};

export type MenuActor = Pick<Actor, 'userType' | 'rights' | 'roles' | 'features'>;

const FLAG_OF_ROLE: Partial<Record<Role, keyof RoleFlags>> = {
  client: 'client',
  contact: 'contact',
  coach: 'coach',
  account_manager: 'accountManager',
  administrator: 'administrator',
};

/** A custom menu item or page is for the actor when one of the actor's roles has its flag set. */
export function matchesRoleFlags(actor: Pick<Actor, 'roles'>, flags: RoleFlags): boolean {
  return actor.roles.some((role) => {
    const flag = FLAG_OF_ROLE[role];
    return flag !== undefined && flags[flag];
  });
}

/** Only web links and paths inside the app may become menu links (never `javascript:` and the like). */
export function safeMenuUrl(url: string): { kind: 'route'; to: string } | { kind: 'external'; href: string } | null {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return { kind: 'route', to: trimmed };
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return { kind: 'external', href: trimmed };
  return null;
}

function route(key: string, label: string, icon: MenuIcon, to: string, screen: string | null): MenuEntry {
  return { key, label, icon, placement: 'main', kind: 'route', to, screen };
}

/** The menu of SPEC §6 for one actor, in display order. */
export function menuFor(actor: MenuActor, facts: MenuFacts = NO_MENU_FACTS): MenuEntry[] {
  const client = actor.userType === 'client';
  const contact = actor.userType === 'contact';
  const member = actor.userType === 'member';
  const staff = isStaff(actor);
  const coach = hasRole(actor, 'coach');
  const accountManager = hasRole(actor, 'account_manager');
  const feature = (name: Parameters<typeof hasFeature>[1]) => hasFeature(actor, name);
  const anyRight = Object.values(actor.rights).some(Boolean);
  const entries: MenuEntry[] = [];
  const add = (condition: boolean, entry: MenuEntry) => {
    if (condition) entries.push(entry);
  };

  add(client || contact, route('home', 'Home', 'home', '/', 'home'));
  // The super user's own console (issue 34.5), not of SPEC §6.
  add(
    actor.userType === 'maintainer',
    route('maintainer', 'Organisaties', 'organizations', '/maintainer/organizations', 'maintainer.organizations'),
  );
  add(
    client || contact || (member && anyRight),
    route('conversations', 'Berichten', 'conversations', '/conversations', 'conversations'),
  );
  add(coach, route('dossiers', 'Kandidaten Beheren', 'dossiers', '/dossiers', 'dossiers'));
  add(
    feature('CandidateShowroomsExplorer') && ((contact && facts.hasShowroom) || accountManager || coach),
    route('showrooms', 'Kandidaten Verkennen', 'showrooms', '/showrooms', 'showrooms'),
  );
  // The toolbox has tips and material (Toolbox_Tips) and tests (Toolbox_Tests): it opens on what the organisation has.
  add(
    coach && (feature('Toolbox_Tips') || feature('Toolbox_Tests')),
    feature('Toolbox_Tips')
      ? route('toolbox', 'Toolbox', 'toolbox', '/toolbox', 'toolbox')
      : route('toolbox', 'Toolbox', 'toolbox', '/toolbox/tests', 'toolbox.tests'),
  );
  add(client, route('profile', 'Profiel', 'profile', '/profile', 'profile'));
  add(client && feature('Toolbox_Tests'), route('tests', 'Testen', 'tests', '/tests', 'tests'));
  add(client && feature('Toolbox_Tips'), route('tips', 'Tips', 'tips', '/essentials', 'essentials'));
  add(
    feature('OccupationsExplorer') && (client || coach),
    route('occupations', 'Beroepen', 'occupations', '/occupations', 'occupations'),
  );
  add(
    contact || (accountManager && feature('InternalVacancies_Admin')),
    route('employer-vacancies', 'Vacatures Beheren', 'vacancies-manage', '/employer_vacancies', 'employer_vacancies'),
  );
  add(
    contact,
    route(
      'internet-vacancies',
      'Vacatures van internet',
      'vacancies-internet',
      '/internet-vacancies',
      'internet-vacancies',
    ),
  );
  add(
    client || (staff && (feature('VacanciesExplorer') || feature('InternalVacancies_View'))),
    route('vacancies', 'Vacatures Verkennen', 'vacancies', '/vacancies', 'vacancies'),
  );
  add(
    accountManager && !client && !contact,
    route('employers', 'Werkgevers Beheren', 'employers-manage', '/employers', 'employers'),
  );
  add(
    feature('InternalEmployers_View') &&
      facts.organizationHasEmployersWithPublishedVacancies &&
      (client || (staff && !accountManager)),
    route('employers-internal', 'Werkgevers', 'employers', '/employers-internal', 'employers-internal'),
  );
  add(
    (client || staff) && feature('EmployersExplorer'),
    route(
      'internet-employers',
      'Werkgevers op internet',
      'employers-internet',
      '/internet-employers',
      'internet-employers',
    ),
  );

  for (const page of facts.customPages) {
    if (matchesRoleFlags(actor, page)) {
      entries.push(route(`custom-page:${page.id}`, page.title, 'page', `/pages/${page.id}`, 'custom-page'));
    }
  }
  for (const item of facts.customMenuItems) {
    const target = matchesRoleFlags(actor, item) ? safeMenuUrl(item.url) : null;
    if (!target) continue;
    const base = {
      key: `custom-menu-item:${item.id}`,
      label: item.text,
      icon: 'link' as const,
      placement: 'main' as const,
    };
    entries.push(target.kind === 'route' ? { ...base, ...target, screen: null } : { ...base, ...target });
  }

  const helpLink = staff ? facts.helpLinks.staff : client ? facts.helpLinks.client : facts.helpLinks.contact;
  const helpTarget = feature('Help') && helpLink ? safeMenuUrl(helpLink) : null;
  if (helpTarget) {
    const base = { key: 'help', label: 'Help', icon: 'help' as const, placement: 'main' as const };
    entries.push(helpTarget.kind === 'route' ? { ...base, ...helpTarget, screen: null } : { ...base, ...helpTarget });
  }
  add(member && feature('SupportForProfessionals') && facts.supportChatAvailable, {
    key: 'support-chat',
    label: 'Support',
    icon: 'support',
    placement: 'main',
    kind: 'action',
    action: 'support-chat',
  });

  const mobile = (entry: MenuEntry): MenuEntry => ({ ...entry, placement: 'mobile' });
  add(true, mobile(route('settings', 'Instellingen', 'settings', '/settings', 'settings')));
  // The super user has no notifications of their own (the bell is absent too): no entry leading to a wall.
  add(
    staff && notificationPolicy.use(actor),
    mobile(route('notifications', 'Meldingen', 'notifications', '/notifications', 'notifications')),
  );
  add(staff, mobile(route('downloads', 'Downloads', 'downloads', '/downloads', 'downloads')));
  add(facts.installAvailable, {
    key: 'install-app',
    label: 'App installeren',
    icon: 'install',
    placement: 'mobile',
    kind: 'action',
    action: 'install-app',
  });
  add(true, {
    key: 'logout',
    label: 'Uitloggen',
    icon: 'logout',
    placement: 'mobile',
    kind: 'action',
    action: 'logout',
  });
  return entries;
}

/** Entries whose screen exists in this build of the web app. */
export function builtMenu(entries: readonly MenuEntry[], isBuilt: (screen: string) => boolean): MenuEntry[] {
  return entries.filter((entry) => entry.kind !== 'route' || entry.screen === null || isBuilt(entry.screen));
}
