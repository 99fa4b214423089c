import type { PublicPage } from '@koers/shared';
import type { ComponentType } from 'react';

/**
 * The screens this build has, by route name (`route-table.ts`). Register a feature's route
 * module here when it is built; its menu entry (SPEC §6) appears by itself. A module is loaded
 * only when its route is visited, so every screen is its own chunk.
 */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

const screen =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ScreenModule =>
  async () => ({ Component: (await load())[name] });

export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  home: screen(() => import('./home/home-route'), 'HomeRoute'),
  tests: screen(() => import('../features/assessments/routes/tests-route'), 'TestsRoute'),
  toolbox: screen(() => import('../features/toolbox/routes/toolbox-route'), 'ToolboxRoute'),
  'toolbox.tests': screen(() => import('../features/assessments/routes/test-market-route'), 'ToolboxTestsRoute'),
  jobtest_market: screen(() => import('../features/assessments/routes/test-market-route'), 'JobtestMarketRoute'),
  'toolbox.essentials': screen(() => import('../features/toolbox/routes/toolbox-route'), 'ToolboxRoute'),
  'toolbox.item': screen(() => import('../features/toolbox/routes/toolbox-item-route'), 'ToolboxItemRoute'),
  essentials: screen(() => import('../features/toolbox/routes/essentials-route'), 'EssentialsRoute'),
  settings: screen(() => import('./settings/settings-screen'), 'SettingsScreen'),
  'settings.personal': screen(() => import('../features/auth/routes/personal-settings-route'), 'PersonalSettingsRoute'),
  'settings.organization.members': screen(() => import('../features/members/routes/members-route'), 'MembersRoute'),
  'settings.organization.members.new': screen(
    () => import('../features/members/routes/member-new-route'),
    'MemberNewRoute',
  ),
  'settings.organization.member': screen(() => import('../features/members/routes/member-route'), 'MemberRoute'),
  'settings.organization.email-settings': screen(
    () => import('../features/email-templates/routes/organization-email-settings-route'),
    'OrganizationEmailSettingsRoute',
  ),
  'settings.email-templates': screen(
    () => import('../features/email-templates/routes/email-template-route'),
    'EmailTemplateRoute',
  ),
  'settings.organization.reports': screen(() => import('./settings/outcome-report-screen'), 'OutcomeReportScreen'),
  'settings.organization.content': screen(
    () => import('../features/custom-content/routes/content-settings-route'),
    'ContentSettingsRoute',
  ),
  'settings.organization.security': screen(() => import('../features/security/routes/security-route'), 'SecurityRoute'),
  'settings.organization.tests': screen(
    () => import('../features/assessments/routes/assessment-terms-route'),
    'AssessmentTermsRoute',
  ),
  team: screen(() => import('../features/team/routes/team-route'), 'TeamRoute'),
  theme: screen(() => import('../features/themes/routes/theme-route'), 'ThemeRoute'),
  'maintainer.organizations': screen(
    () => import('../features/maintainer/routes/maintainer-organizations-route'),
    'MaintainerOrganizationsRoute',
  ),
  downloads: screen(() => import('../features/downloads/routes/downloads-route'), 'DownloadsRoute'),
  'settings.personal.privacy': screen(() => import('../features/downloads/routes/privacy-route'), 'PrivacyRoute'),
  notifications: screen(() => import('../features/notifications/routes/notifications-route'), 'NotificationsRoute'),
  'settings.personal.email-settings': screen(
    () => import('../features/notifications/routes/personal-email-settings-route'),
    'PersonalEmailSettingsRoute',
  ),
  onboarding: screen(() => import('../features/onboarding/routes/onboarding-route'), 'OnboardingRoute'),
  'custom-pages': screen(() => import('../features/custom-pages/routes/custom-pages-route'), 'CustomPagesRoute'),
  'custom-page': screen(() => import('../features/custom-pages/routes/custom-page-route'), 'CustomPageRoute'),
  deeplink: screen(() => import('../features/deeplinks/routes/deeplink-route'), 'DeeplinkRoute'),
  dossiers: screen(() => import('../features/dossiers/routes/dossiers-route'), 'DossiersRoute'),
  'dossiers.search': screen(() => import('../features/dossiers/routes/dossiers-route'), 'DossiersRoute'),
  dossier: screen(() => import('./dossier/dossier-general-screen'), 'DossierGeneralScreen'),
  'dossier.general': screen(() => import('./dossier/dossier-general-screen'), 'DossierGeneralScreen'),
  'dossier.timeline': screen(() => import('./dossier/dossier-timeline-screen'), 'DossierTimelineScreen'),
  'dossier.profile': screen(() => import('./dossier/dossier-profile-screen'), 'DossierProfileScreen'),
  'dossier.edit': screen(() => import('../features/dossiers/routes/dossier-edit-routes'), 'DossierEditRoute'),
  'dossier.edit.track': screen(() => import('../features/dossiers/routes/dossier-edit-routes'), 'DossierTrackRoute'),
  'dossier.edit.extend-track': screen(
    () => import('../features/dossiers/routes/dossier-edit-routes'),
    'DossierExtendTrackRoute',
  ),
  'dossier.edit.settings': screen(
    () => import('../features/dossiers/routes/dossier-edit-routes'),
    'DossierSettingsRoute',
  ),
  'dossier-email-settings': screen(
    () => import('../features/dossiers/routes/dossier-edit-routes'),
    'DossierEmailSettingsRoute',
  ),
  'dossier.vacancies': screen(() => import('./dossier/dossier-vacancies-screen'), 'DossierVacanciesScreen'),
  'vacancies.legacy-saved': screen(() => import('./vacancies/saved-vacancies-screen'), 'SavedVacanciesScreen'),
  'vacancies.searches': screen(() => import('./vacancies/saved-searches-screen'), 'SavedSearchesScreen'),
  occupations: screen(() => import('./occupations/occupations-screen'), 'OccupationsScreen'),
  occupation: screen(() => import('./occupations/occupation-screen'), 'OccupationScreen'),
  employers: screen(() => import('../features/employers/routes/employers-route'), 'EmployersRoute'),
  'employers.search': screen(
    () => import('../features/employers/routes/employers-search-route'),
    'EmployersSearchRoute',
  ),
  employer_internet_vacancies: screen(
    () => import('./employers/employer-internet-vacancies-screen'),
    'EmployerInternetVacanciesScreen',
  ),
  'employers-internal': screen(() => import('./employers/employers-internal-screen'), 'EmployersInternalScreen'),
  'employers.new': screen(() => import('../features/employers/routes/employer-new-route'), 'EmployerNewRoute'),
  employer: screen(() => import('./employers/employer-screen'), 'EmployerScreen'),
  'employer.new': screen(
    () => import('../features/internal-vacancies/routes/vacancy-screens'),
    'EmployerPageVacancyNewRoute',
  ),
  'employer.vacancy': screen(
    () => import('../features/internal-vacancies/routes/vacancy-screens'),
    'EmployerPageVacancyRoute',
  ),
  'employer.vacancy.edit': screen(
    () => import('../features/internal-vacancies/routes/vacancy-screens'),
    'EmployerPageVacancyEditRoute',
  ),
  employer_vacancies: screen(
    () => import('../features/internal-vacancies/routes/employer-vacancies-route'),
    'EmployerVacanciesRoute',
  ),
  'employer_vacancies.new': screen(
    () => import('../features/internal-vacancies/routes/vacancy-screens'),
    'EmployerVacancyNewRoute',
  ),
  employer_vacancy: screen(() => import('./employers/employer-vacancy-screen'), 'EmployerVacancyScreen'),
  'employer_vacancy.candidate_preview': screen(
    () => import('./dossier/candidate-preview-screen'),
    'CandidatePreviewScreen',
  ),
  candidate_show: screen(() => import('../features/internal-vacancies/routes/candidate-routes'), 'CandidateShowRoute'),
  'employer_vacancy.edit': screen(
    () => import('../features/internal-vacancies/routes/vacancy-screens'),
    'EmployerVacancyEditRoute',
  ),
  'employer.edit': screen(() => import('../features/employers/routes/employer-edit-route'), 'EmployerEditRoute'),
  vacancies: screen(() => import('./vacancies/explorer-screens'), 'VacanciesExplorerScreen'),
  'vacancy-explorers': screen(() => import('./vacancies/explorer-screens'), 'VacancyExplorerScreen'),
  'internet-vacancies': screen(() => import('./vacancies/explorer-screens'), 'InternetVacanciesScreen'),
  'dossier.vacancies-explorer': screen(
    () => import('./dossier/dossier-explorer-screen'),
    'DossierVacanciesExplorerScreen',
  ),
  'internet-employers': screen(
    () => import('../features/explorers/routes/internet-employers-route'),
    'InternetEmployersRoute',
  ),
  'internet-employer': screen(
    () => import('../features/explorers/routes/internet-employers-route'),
    'InternetEmployerRoute',
  ),
  'employer.contacts.new': screen(() => import('../features/employers/routes/contact-routes'), 'ContactNewRoute'),
  'employer.contact': screen(() => import('../features/employers/routes/contact-routes'), 'ContactRoute'),
  'employer.contact.edit': screen(() => import('../features/employers/routes/contact-routes'), 'ContactEditRoute'),
  'contact-relocate-vacancies': screen(
    () => import('../features/employers/routes/contact-routes'),
    'ContactRelocateVacanciesRoute',
  ),
  profile: screen(() => import('./profile/profile-screen'), 'ProfileScreen'),
  conversations: screen(() => import('./conversations/conversations-screen'), 'ConversationsScreen'),
  'conversations.search': screen(() => import('./conversations/conversations-screen'), 'ConversationsScreen'),
  conversation: screen(() => import('./conversations/conversation-screen'), 'ConversationScreen'),
  showrooms: screen(() => import('./showrooms/showrooms-route'), 'ShowroomsRoute'),
  'showroom.candidate': screen(() => import('./showrooms/showroom-candidate-route'), 'ShowroomCandidateRoute'),
  'candidates.favorites': screen(() => import('./showrooms/favorite-candidates-route'), 'FavoriteCandidatesRoute'),
};

/** Screens outside the shell: logging in, resetting a password, accepting an invitation, confirming an address. */
export const PUBLIC_SCREENS = {
  login: screen(() => import('../features/auth/routes/login-route'), 'LoginRoute'),
  chooseContext: screen(() => import('../features/auth/routes/choose-context-route'), 'ChooseContextRoute'),
  passwordResetRequest: screen(
    () => import('../features/auth/routes/password-reset-request-route'),
    'PasswordResetRequestRoute',
  ),
  passwordReset: screen(() => import('../features/auth/routes/password-reset-route'), 'PasswordResetRoute'),
  acceptInvitation: screen(() => import('../features/auth/routes/accept-invitation-route'), 'AcceptInvitationRoute'),
  confirmEmailChange: screen(
    () => import('../features/auth/routes/confirm-email-change-route'),
    'ConfirmEmailChangeRoute',
  ),
} as const satisfies Record<PublicPage, ScreenModule>;

export function isScreenBuilt(name: string): boolean {
  return name in SCREENS;
}
