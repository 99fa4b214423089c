/**
 * The route table of SPEC §2.2: every path the app knows, by name. A route whose screen is
 * registered in `screens.ts` shows that screen; a known route without a screen (not built
 * yet) shows the page-not-found screen, exactly like an unknown path, and its menu entry is
 * left out (`builtMenu`). Redirects and tab checks live here, whether the screen exists or not.
 */

export type RouteSpec = {
  /** Route name of SPEC §2.2 (children as `parent.child`); several paths may share one name. */
  name: string;
  path: string;
  /** Exempt from the extra-security wall (SPEC §2.1). */
  skipAuthenticationRequirements?: boolean;
  /** Always redirect: target path with `:param` placeholders filled from this route's params. */
  redirect?: string;
  /**
   * Another role's screen: a candidate (`client`) is sent to this path instead of a dead end
   * ('Geen toegang'), e.g. the coach's toolbox to their own tips.
   */
  clientRedirect?: string;
  /** A parameter limited to some values; any other value redirects to `fallback` (same path). */
  allowed?: { param: string; values: readonly string[]; fallback: string };
};

export const PROFILE_TABS = ['general', 'experience', 'qualities', 'interests'] as const;
export const VACANCY_EXPLORER_TABS_IN_DOSSIER = ['found', 'internet'] as const;

const profileTab = { param: 'tab', values: PROFILE_TABS, fallback: 'general' } as const;
/** The lists of a dossier's vacancies tab: the saved (and proposed) vacancies, and the saved searches. */
export const DOSSIER_VACANCIES_TABS = ['saved', 'searches'] as const;
const dossierVacanciesTab = { param: 'tab', values: DOSSIER_VACANCIES_TABS, fallback: 'saved' } as const;

export const ROUTE_TABLE: readonly RouteSpec[] = [
  { name: 'home', path: '/' },
  { name: 'tests', path: '/tests' },

  { name: 'conversations', path: '/conversations' },
  { name: 'conversations.search', path: '/conversations/search' },
  { name: 'conversation', path: '/conversations/:id' },
  { name: 'deeplink', path: '/deeplinks/:deepLinkHash' },

  { name: 'dossiers', path: '/dossiers' },
  { name: 'dossiers.search', path: '/dossiers/search' },
  { name: 'dossier', path: '/dossiers/:dossierId' },
  { name: 'dossier.general', path: '/dossiers/:dossierId/general' },
  { name: 'dossier.profile', path: '/dossiers/:dossierId/profile', redirect: '/dossiers/:dossierId/profile/general' },
  { name: 'dossier.profile', path: '/dossiers/:dossierId/profile/:tab', allowed: profileTab },
  {
    name: 'dossier.vacancies',
    path: '/dossiers/:dossierId/vacancies',
    redirect: '/dossiers/:dossierId/vacancies/saved',
  },
  { name: 'dossier.vacancies', path: '/dossiers/:dossierId/vacancies/:tab', allowed: dossierVacanciesTab },
  { name: 'dossier.vacancies', path: '/dossiers/:dossierId/vacancies/:tab/:tableTab', allowed: dossierVacanciesTab },
  {
    name: 'dossier.vacancies-explorer',
    path: '/dossiers/:dossierId/vacancies/:tab/vacancies-explorer/:vacancyExplorerTab/:id?',
  },
  {
    name: 'dossier.vacancies-explorer',
    path: '/dossiers/:dossierId/general/vacancies-explorer/:vacancyExplorerTab?/:id?',
  },
  // The dossier's journal and timeline (issue 38.1): not in SPEC §2.2 (docs/decisions.md).
  { name: 'dossier.timeline', path: '/dossiers/:dossierId/timeline' },
  { name: 'dossier.edit', path: '/dossiers/:dossierId/edit' },
  { name: 'dossier.edit.track', path: '/dossiers/:dossierId/edit/track' },
  { name: 'dossier.edit.extend-track', path: '/dossiers/:dossierId/edit/extend-track' },
  { name: 'dossier.edit.settings', path: '/dossiers/:dossierId/edit/settings' },
  { name: 'dossier-email-settings', path: '/dossiers/:dossierId/email-settings' },
  { name: 'dossier-email-settings', path: '/dossiers/:dossierId/edit/email-settings' },

  { name: 'downloads', path: '/downloads' },

  { name: 'employer_vacancies', path: '/employer_vacancies' },
  { name: 'employer_vacancies.new', path: '/employer_vacancies/new' },
  { name: 'employer_vacancy', path: '/employer_vacancies/:id' },
  { name: 'employer_vacancy.edit', path: '/employer_vacancies/:id/edit' },
  { name: 'employer_vacancy.candidate_preview', path: '/employer_vacancies/:id/candidate_preview/:candidateId' },
  { name: 'candidate_show', path: '/employer_vacancies/:id/candidates/:candidateId' },

  { name: 'employers-internal', path: '/employers-internal/:id?' },
  { name: 'employers', path: '/employers' },
  { name: 'employers.search', path: '/employers/search' },
  { name: 'employers.new', path: '/employers/new' },
  { name: 'employer_internet_vacancies', path: '/employers/:employerId/internet-vacancies/:id?' },
  { name: 'contact-relocate-vacancies', path: '/employers/:employerId/contacts/:contactId/relocate-vacancies' },
  { name: 'employer', path: '/employers/:id' },
  { name: 'employer.edit', path: '/employers/:id/edit' },
  { name: 'employer.new', path: '/employers/:id/new' },
  { name: 'employer.contacts.new', path: '/employers/:id/contacts/new' },
  { name: 'employer.contact', path: '/employers/:id/contacts/:contactId' },
  { name: 'employer.contact.edit', path: '/employers/:id/contacts/:contactId/edit' },
  { name: 'employer.vacancy', path: '/employers/:id/vacancies/:vacancyId' },
  { name: 'employer.vacancy.edit', path: '/employers/:id/vacancies/:vacancyId/edit' },

  { name: 'essentials', path: '/essentials' },
  { name: 'internet-employers', path: '/internet-employers' },
  { name: 'internet-employer', path: '/internet-employers/:id' },
  { name: 'internet-vacancies', path: '/internet-vacancies/:id?' },
  { name: 'notifications', path: '/notifications' },
  { name: 'occupations', path: '/occupations' },
  { name: 'occupation', path: '/occupations/:id' },
  { name: 'onboarding', path: '/onboarding/:stepNumber?' },
  { name: 'custom-pages', path: '/pages' },
  { name: 'custom-page', path: '/pages/:id' },

  { name: 'profile', path: '/profile', redirect: '/profile/general' },
  { name: 'profile', path: '/profile/:tab', allowed: profileTab },

  { name: 'settings', path: '/settings' },
  { name: 'settings.personal', path: '/settings/personal', skipAuthenticationRequirements: true },
  { name: 'settings.personal.email-settings', path: '/settings/personal/email-settings' },
  { name: 'settings.personal.privacy', path: '/settings/personal/privacy', skipAuthenticationRequirements: true },
  { name: 'settings.organization', path: '/settings/organization', redirect: '/settings' },
  { name: 'settings.organization.email-settings', path: '/settings/organization/email-settings' },
  { name: 'settings.organization.members', path: '/settings/organization/members' },
  { name: 'settings.organization.members.new', path: '/settings/organization/members/new' },
  { name: 'settings.organization.member', path: '/settings/organization/members/:id' },
  { name: 'settings.organization.reports', path: '/settings/organization/reports' },
  { name: 'settings.organization.security', path: '/settings/organization/security' },
  { name: 'settings.organization.tests', path: '/settings/organization/tests' },
  // Onboarding, pages and menu links (issue 39.1): not in SPEC §2.2.
  { name: 'settings.organization.content', path: '/settings/organization/content' },
  { name: 'settings.email-templates', path: '/settings/email-type/:emailTypeId/email-templates' },

  { name: 'showrooms', path: '/showrooms/:showroomId?' },
  { name: 'showroom.candidate', path: '/showrooms/:showroomId/candidate/:showroomCandidateId' },
  { name: 'candidates.favorites', path: '/candidates/favorites/:candidateId?' },
  { name: 'team', path: '/team' },
  // The maintainer console (issue 34.5): not in SPEC §2.2.
  { name: 'maintainer.organizations', path: '/maintainer/organizations' },
  { name: 'theme', path: '/theme' },

  // The toolbox is the coaches' (SPEC §6); a candidate's tips are at /essentials, which has no page per tip,
  // and their tests at /tests.
  { name: 'toolbox', path: '/toolbox', clientRedirect: '/essentials' },
  { name: 'toolbox.tests', path: '/toolbox/tests', clientRedirect: '/tests' },
  { name: 'toolbox.essentials', path: '/toolbox/essentials', clientRedirect: '/essentials' },
  { name: 'toolbox.item', path: '/toolbox/:id', clientRedirect: '/essentials' },
  { name: 'jobtest_market', path: '/jobtest_market' },

  { name: 'vacancies', path: '/vacancies', redirect: '/vacancies/internet' },
  { name: 'vacancies.legacy-org', path: '/vacancies/org/:resourceId?', redirect: '/vacancies/found/:resourceId?' },
  { name: 'vacancies.legacy-saved', path: '/vacancies/saved' },
  // Saved searches with alerts (issue 38.5): not in SPEC §2.2 (docs/decisions.md).
  { name: 'vacancies.searches', path: '/vacancies/searches' },
  { name: 'vacancies', path: '/vacancies/:vacancyExplorerTab/:id?' },
  { name: 'vacancy-explorers', path: '/vacancy-explorers/:explorerId/:resourceId?' },
];

/**
 * Path parameters that name a record by its id (a UUID). A path with anything else there shows
 * 'Geen id gevonden' (SPEC §8) instead of asking the server for a record that cannot exist.
 */
export const ID_PARAMS = [
  'dossierId',
  'employerId',
  'contactId',
  'vacancyId',
  'candidateId',
  'explorerId',
  'resourceId',
  'showroomId',
  'showroomCandidateId',
] as const;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id parameters of a route's path. */
export function idParamsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)\??/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => (ID_PARAMS as readonly string[]).includes(name));
}

/** Every id parameter that has a value is an id (an optional one may be absent). */
export function idsAreValid(names: readonly string[], params: Record<string, string | undefined>): boolean {
  return names.every((name) => {
    const value = params[name];
    return value === undefined || value === '' || UUID_PATTERN.test(value);
  });
}

/**
 * Fills `:param` placeholders of a redirect target from the current params; an optional one
 * (`:param?`) without a value goes with its slash.
 */
export function fillPath(target: string, params: Record<string, string | undefined>): string {
  return target
    .replace(/\/:([A-Za-z]+)\?/g, (_match, name: string) =>
      params[name] ? `/${encodeURIComponent(params[name])}` : '',
    )
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where a route with a limited parameter must go instead, or null when the value is allowed. */
export function redirectForInvalidParam(spec: RouteSpec, params: Record<string, string | undefined>): string | null {
  if (!spec.allowed) return null;
  const value = params[spec.allowed.param];
  if (value !== undefined && spec.allowed.values.includes(value)) return null;
  return fillPath(spec.path, { ...params, [spec.allowed.param]: spec.allowed.fallback });
}
