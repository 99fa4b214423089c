import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { configRoutes } from './modules/config/config.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes';
import { referenceListsRoutes } from './modules/reference-lists/reference-lists.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { themesRoutes } from './modules/themes/themes.routes';

/** Every module of the main backend's API, mounted at /api/v1. */
export const apiModules: Array<FastifyPluginAsync<AppContext>> = [
  configRoutes,
  sessionsRoutes,
  passwordResetsRoutes,
  mfaRoutes,
  themesRoutes,
  referenceListsRoutes,
];
