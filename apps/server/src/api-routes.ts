import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { authenticationRequirementsRoutes } from './modules/authentication-requirements/authentication-requirements.routes';
import { candidateInvitationsRoutes } from './modules/candidate-invitations/candidate-invitations.routes';
import { configRoutes } from './modules/config/config.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { customMenuItemsRoutes } from './modules/custom-menu-items/custom-menu-items.routes';
import { customPagesRoutes } from './modules/custom-pages/custom-pages.routes';
import { dossierDetailsRoutes } from './modules/dossiers/dossier-details.routes';
import { dossierLookupsRoutes } from './modules/dossiers/dossier-lookups.routes';
import { dossiersRoutes } from './modules/dossiers/dossiers.routes';
import { employerContactsRoutes } from './modules/employers/employer-contacts.routes';
import { employersRoutes } from './modules/employers/employers.routes';
import { internalEmployersRoutes } from './modules/employers/internal-employers.routes';
import { explorerVacanciesRoutes } from './modules/explorer-vacancies/explorer-vacancies.routes';
import { explorersRoutes } from './modules/explorers/explorers.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { filesRoutes } from './modules/files/files.routes';
import { employerCandidatesRoutes } from './modules/internal-vacancies/employer-candidates.routes';
import { internalVacanciesRoutes } from './modules/internal-vacancies/internal-vacancies.routes';
import { matchProfilesRoutes } from './modules/match-profiles/match-profiles.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { onboardingsRoutes } from './modules/onboardings/onboardings.routes';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { referenceListsRoutes } from './modules/reference-lists/reference-lists.routes';
import { savedVacanciesRoutes } from './modules/saved-vacancies/saved-vacancies.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { themesRoutes } from './modules/themes/themes.routes';
import { tracksRoutes } from './modules/tracks/tracks.routes';

/** Every module of the main backend's API, mounted at /api/v1. */
export const apiModules: Array<FastifyPluginAsync<AppContext>> = [
  configRoutes,
  sessionsRoutes,
  passwordResetsRoutes,
  mfaRoutes,
  themesRoutes,
  referenceListsRoutes,
  authenticationRequirementsRoutes,
  customMenuItemsRoutes,
  customPagesRoutes,
  onboardingsRoutes,
  dossiersRoutes,
  dossierDetailsRoutes,
  dossierLookupsRoutes,
  tracksRoutes,
  candidateInvitationsRoutes,
  profilesRoutes,
  filesRoutes,
  savedVacanciesRoutes,
  favoritesRoutes,
  matchProfilesRoutes,
  explorersRoutes,
  explorerVacanciesRoutes,
  employersRoutes,
  employerContactsRoutes,
  internalEmployersRoutes,
  internalVacanciesRoutes,
  employerCandidatesRoutes,
  conversationsRoutes,
  notificationsRoutes,
];
