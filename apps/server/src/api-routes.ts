import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { accountRoutes } from './modules/account/account.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { assessmentTermsRoutes } from './modules/assessments/assessment-terms.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { authenticationRequirementsRoutes } from './modules/authentication-requirements/authentication-requirements.routes';
import { candidateInvitationsRoutes } from './modules/candidate-invitations/candidate-invitations.routes';
import { configRoutes } from './modules/config/config.routes';
import { contactRequestsRoutes } from './modules/contact-requests/contact-requests.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { customMenuItemsRoutes } from './modules/custom-menu-items/custom-menu-items.routes';
import { customPagesRoutes } from './modules/custom-pages/custom-pages.routes';
import { deeplinksRoutes } from './modules/deeplinks/deeplinks.routes';
import { dossierDetailsRoutes } from './modules/dossiers/dossier-details.routes';
import { dossierLookupsRoutes } from './modules/dossiers/dossier-lookups.routes';
import { dossiersRoutes } from './modules/dossiers/dossiers.routes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { employerAnswersRoutes } from './modules/employer-answers/employer-answers.routes';
import { employerContactsRoutes } from './modules/employers/employer-contacts.routes';
import { employersRoutes } from './modules/employers/employers.routes';
import { internalEmployersRoutes } from './modules/employers/internal-employers.routes';
import { erasuresRoutes } from './modules/erasures/erasures.routes';
import { explorerVacanciesRoutes } from './modules/explorer-vacancies/explorer-vacancies.routes';
import { explorersRoutes } from './modules/explorers/explorers.routes';
import { favoriteCandidatesRoutes } from './modules/favorites/favorite-candidates.routes';
import { favoriteVacanciesRoutes } from './modules/favorites/favorite-vacancies.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { filesRoutes } from './modules/files/files.routes';
import { identityProvidersRoutes } from './modules/identity-providers/identity-providers.routes';
import { employerCandidatesRoutes } from './modules/internal-vacancies/employer-candidates.routes';
import { internalVacanciesRoutes } from './modules/internal-vacancies/internal-vacancies.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { maintainerRoutes } from './modules/maintainer/maintainer.routes';
import { matchProfilesRoutes } from './modules/match-profiles/match-profiles.routes';
import { membersRoutes } from './modules/members/members.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { onboardingTypesRoutes } from './modules/onboardings/onboarding-types.routes';
import { onboardingsRoutes } from './modules/onboardings/onboardings.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { outcomesRoutes } from './modules/outcomes/outcomes.routes';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { referenceListsRoutes } from './modules/reference-lists/reference-lists.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { savedVacanciesRoutes } from './modules/saved-vacancies/saved-vacancies.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { showroomCandidatesRoutes } from './modules/showrooms/showroom-candidates.routes';
import { showroomConsentsRoutes } from './modules/showrooms/showroom-consents.routes';
import { showroomsRoutes } from './modules/showrooms/showrooms.routes';
import { teamRoutes } from './modules/team/team.routes';
import { themesRoutes } from './modules/themes/themes.routes';
import { timelineRoutes } from './modules/timeline/timeline.routes';
import { toolboxRoutes } from './modules/toolbox/toolbox.routes';
import { tracksRoutes } from './modules/tracks/tracks.routes';

/** Every module of the main backend's API, mounted at /api/v1. */
export const apiModules: Array<FastifyPluginAsync<AppContext>> = [
  configRoutes,
  sessionsRoutes,
  passwordResetsRoutes,
  deeplinksRoutes,
  mfaRoutes,
  accountRoutes,
  themesRoutes,
  emailTemplatesRoutes,
  maintainerRoutes,
  referenceListsRoutes,
  authenticationRequirementsRoutes,
  identityProvidersRoutes,
  customMenuItemsRoutes,
  customPagesRoutes,
  onboardingsRoutes,
  onboardingTypesRoutes,
  dossiersRoutes,
  dossierDetailsRoutes,
  dossierLookupsRoutes,
  tracksRoutes,
  journalRoutes,
  appointmentsRoutes,
  timelineRoutes,
  candidateInvitationsRoutes,
  profilesRoutes,
  filesRoutes,
  savedVacanciesRoutes,
  savedSearchesRoutes,
  favoritesRoutes,
  favoriteVacanciesRoutes,
  favoriteCandidatesRoutes,
  contactRequestsRoutes,
  matchProfilesRoutes,
  explorersRoutes,
  explorerVacanciesRoutes,
  employersRoutes,
  employerContactsRoutes,
  internalEmployersRoutes,
  internalVacanciesRoutes,
  employerCandidatesRoutes,
  employerAnswersRoutes,
  conversationsRoutes,
  notificationsRoutes,
  membersRoutes,
  teamRoutes,
  showroomsRoutes,
  assessmentsRoutes,
  assessmentTermsRoutes,
  outcomesRoutes,
  downloadsRoutes,
  erasuresRoutes,
  organizationsRoutes,
  showroomConsentsRoutes,
  showroomCandidatesRoutes,
  toolboxRoutes,
];
