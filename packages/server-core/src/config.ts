import path from 'node:path';

export type NodeEnvironment = 'development' | 'production' | 'test';

/** Everything an operator can set, read once from the environment (see README "Configuratie"). */
export type Config = {
  nodeEnv: NodeEnvironment;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** A separate database for the vacancies service; by default it shares DATABASE_URL's. */
  vacanciesDatabaseUrl: string | null;
  /** The address users reach Koers at; used in e-mail links and the same-origin check. */
  publicUrl: string;
  /** Extra origins allowed to write (comma-separated in ALLOWED_ORIGINS), e.g. a Vite dev server. */
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  logLevel: string;
  /** Where the vacancies service asks for the actor when it runs on its own. */
  mainApiUrl: string;
  /** Base URL of the vacancies API as the browser reaches it (own host when run apart). */
  vacanciesApiUrl: string;
  /** Revision of the built web app the server announces (frontend-version banner). */
  appVersion: string;
  /** Map tiles for the web app's maps (`{z}/{x}/{y}` template, MAP_TILE_URL); an https URL. */
  mapTileUrl: string;
  maxBodyBytes: number;
  /**
   * Behind proxies: how many of them (a hop count) may add to X-Forwarded-For/-Proto, or the
   * proxies' own addresses; false when Koers is reached directly.
   */
  trustProxy: false | number | string;
};

/**
 * Off unless set: trusting X-Forwarded-For without a proxy in front would let anyone pick their
 * address. A number trusts that many hops: the client address is the one the outermost of our
 * own proxies saw, whatever a client put before it (trusting every hop would let a rotating
 * X-Forwarded-For pose as a new address per request). `true` means one proxy.
 */
function trustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  // The proxies' own addresses or ranges (comma-separated), e.g. 10.0.0.0/8.
  if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
  throw new Error(
    `Configuratiefout: TRUST_PROXY moet het aantal proxy's voor Koers zijn (bijvoorbeeld 1) of hun adressen (nu: ${value}).`,
  );
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`Configuratiefout: ${name} moet een geheel getal zijn (nu: ${value}).`);
  }
  return parsed;
}

function nodeEnvironment(value: string | undefined): NodeEnvironment {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { port?: number } = {}): Config {
  const port = integer(env.PORT, defaults.port ?? 3000, 'PORT');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    nodeEnv: nodeEnvironment(env.NODE_ENV),
    port,
    // Loopback unless told otherwise: a development server is not for the whole network (README, HOST).
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    vacanciesDatabaseUrl:
      env.VACANCIES_DATABASE_URL && env.VACANCIES_DATABASE_URL !== '' ? env.VACANCIES_DATABASE_URL : null,
    publicUrl,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin !== ''),
    smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM ?? 'Koers <no-reply@koers.nl>',
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 240, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: integer(env.SESSION_ABSOLUTE_HOURS, 24, 'SESSION_ABSOLUTE_HOURS'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    mainApiUrl: (env.MAIN_API_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    vacanciesApiUrl: (env.VACANCIES_API_URL ?? '/vacancies/api/v1').replace(/\/$/, ''),
    appVersion: env.APP_VERSION ?? 'development',
    mapTileUrl:
      env.MAP_TILE_URL && env.MAP_TILE_URL !== '' ? env.MAP_TILE_URL : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 1_048_576, 'MAX_BODY_BYTES'),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
