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
  maxBodyBytes: number;
  /** Behind a load balancer: trust X-Forwarded-For/-Proto (TRUST_PROXY=true, or the proxies' addresses). */
  trustProxy: boolean | string;
};

// Off unless set: trusting X-Forwarded-For without a proxy in front would let anyone pick their address.
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
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
    host: env.HOST ?? '0.0.0.0',
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
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 1_048_576, 'MAX_BODY_BYTES'),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
