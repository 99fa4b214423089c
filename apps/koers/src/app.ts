import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Mailer } from '@koers/server/modules/mail/mailer';
import { findThemeForHost } from '@koers/server/modules/themes/themes.service';
import { createMainBackend } from '@koers/server/plugin';
import type { Config } from '@koers/server-core/config';
import { type Database, databaseAnswers } from '@koers/server-core/db/database';
import { publicAccess, registerWithAccess } from '@koers/server-core/http/access';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import { sendRouteNotFound } from '@koers/server-core/http/not-found';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { vacanciesPlugin } from '@koers/vacancies/plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { internetVacanciesOf } from './internet-vacancies';
import { pageWithSplash } from './splash';
import { WEB_DIST_DIR, webBuildExists } from './web-assets';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The vacancies service's database when it is mounted in this process (same one by default). */
  vacanciesDatabase?: Database | null;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Background jobs of the main backend (on unless `false`). */
  jobs?: boolean;
  /** Serve the built web app and fall back to index.html for client routes. */
  serveWeb?: boolean;
  webDistDir?: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
};

/** Paths that are never a page of the web app: a miss there is a JSON:API 404, not index.html. */
const NOT_PAGES = ['/api/', '/vacancies/api/', '/assets/'];

/**
 * Koers as one Fastify instance: the main backend and the vacancies service as plugins on one
 * host server (sessions checked by the main backend for both), and the built web app.
 * `main.ts` listens with it, tests drive it over HTTP.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const vacanciesDatabase = options.vacanciesDatabase === undefined ? database : options.vacanciesDatabase;
  const backend = createMainBackend({
    config,
    database,
    // Saved internet searches: the vacancies service's parser always; its search when it runs
    // here, else the service run apart (VACANCIES_SERVICE_URL).
    internetVacancies: internetVacanciesOf(vacanciesDatabase, database, config.services),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.jobs === false ? { jobs: false } : {}),
  });
  const webDir = options.webDistDir ?? WEB_DIST_DIR;
  const serveWeb = (options.serveWeb ?? true) && webBuildExists(webDir);
  const app = await createServer(config, {
    resolver: backend.resolver,
    requestCounter: backend.requestCounter,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    notFound: serveWeb ? clientRoutes(webDir, database) : sendRouteNotFound,
  });
  // Helmet's middleware, built once: @fastify/helmet builds it (and parses the policy) anew on
  // every request, a few per cent of a cheap request's time.
  // The support-chat widget (when configured) runs from its vendor's origins: script, calls, images, frames.
  const supportChat = config.supportChat?.origins ?? [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...supportChat],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from their one host; every other image is Koers's own.
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(config.mapTileUrl), ...supportChat],
        // The API and the realtime socket of Koers's own origin (and the vacancies API when apart).
        connectSrc: ["'self'", ownSocket(config.publicUrl), ...absoluteOrigin(config.vacanciesApiUrl), ...supportChat],
        frameSrc: ["'self'", ...supportChat],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where Koers is served over HTTPS; on http://localhost it would only confuse browsers.
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  // Its options were checked when it was built: setting the headers does not fail.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  registerHealthRoutes(app, [
    { name: 'database', check: () => databaseAnswers(database) },
    { name: 'storage', check: () => backend.storage.answers() },
    ...(vacanciesDatabase && vacanciesDatabase !== database
      ? [{ name: 'vacanciesDatabase', check: () => databaseAnswers(vacanciesDatabase) }]
      : []),
  ]);

  await app.register(backend.plugin);
  if (vacanciesDatabase) {
    await app.register(vacanciesPlugin, { prefix: '/vacancies', config, database: vacanciesDatabase });
  }

  if (serveWeb) {
    await registerWithAccess(app, publicAccess, fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The .br and .gz files the build wrote beside each asset (web-assets.ts), by Accept-Encoding,
      // with content-encoding and `vary: accept-encoding`; the file itself to whoever takes neither.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(path.relative(webDir, filePath)));
      },
      allowedPath: (pathName: string) => pathName.startsWith('/assets/') || !pathName.endsWith('.html'),
    });
  }

  return app;
}

/** The tile template's scheme and host for the CSP (`{s}.tile…` becomes `*.tile…`). */
function tileSource(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  return (match?.[1] ?? 'https://tile.openstreetmap.org').replace(/\{[a-z]+\}/g, '*');
}

/** The websocket origin of the address users reach Koers at. */
function ownSocket(publicUrl: string): string {
  const own = new URL(publicUrl);
  return `${own.protocol === 'https:' ? 'wss:' : 'ws:'}//${own.host}`;
}

function absoluteOrigin(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * Files under assets/ carry their content hash in their name: cached for a year and never asked
 * again. Everything else (the manifest, icons) keeps its name across builds, so the browser
 * revalidates it (etag, last-modified) before using a cached copy.
 */
export function cacheControlFor(relativePath: string): string {
  const [directory] = relativePath.split(path.sep);
  return directory === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A request no route takes: a page of the web app (GET or HEAD outside the APIs) gets
 * index.html, and its router decides what to show (including its not-found page); anything
 * else is a JSON:API 404 or 405.
 */
function clientRoutes(webDir: string, database: Database) {
  return async function serveClientRoute(request: FastifyRequest, reply: FastifyReply) {
    const { url } = request;
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing asset (an old page asking for a previous build's file) is no page either.
    if (NOT_PAGES.some((prefix) => url.startsWith(prefix)) || !isPageRead) {
      return sendRouteNotFound(request, reply);
    }
    // Read here, not with reply.sendFile: @fastify/static lives in its own (encapsulated) scope.
    const html = await readFile(path.join(webDir, 'index.html'), 'utf8');
    const host = request.host.toLowerCase();
    // Without its theme (a database that does not answer) the page still works: the web app asks for it.
    const theme = await findThemeForHost(database.db, host).catch(() => null);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(theme ? pageWithSplash(html, host, theme, new URL(url, 'http://koers').pathname) : html);
  };
}
