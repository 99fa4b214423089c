import path from 'node:path';
import { parseRequestBudgets, type RequestBudgets } from './http/request-budgets';

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
  /**
   * The services run apart: where the main backend reaches the vacancies service itself
   * (VACANCIES_SERVICE_URL, e.g. http://vacatures:3001), and the secret both present and accept
   * for calls between them (SERVICE_TOKEN, at least 32 characters). Null: not set.
   */
  services: ServicesConfig;
  /** Revision of the built web app the server announces (frontend-version banner). */
  appVersion: string;
  /** Map tiles for the web app's maps (`{z}/{x}/{y}` template, MAP_TILE_URL); an https URL. */
  mapTileUrl: string;
  maxBodyBytes: number;
  /**
   * The support-chat vendor (SPEC §6, §7): its widget script, app id and the secret the user hash
   * is made with (SUPPORT_CHAT_SCRIPT_URL, SUPPORT_CHAT_APP_ID, SUPPORT_CHAT_SECRET); all three or none.
   */
  supportChat: SupportChatConfig | null;
  /**
   * Key for secrets Koers keeps encrypted (an identity provider's client secret), SECRETS_KEY;
   * without it a key file in DATA_DIR is made on first use (one instance only).
   */
  secretsKey: string | null;
  /**
   * Hosts of identity providers inside the organisation's own network that Koers may reach in
   * production (IDENTITY_PROVIDER_PRIVATE_HOSTS); every other issuer must resolve to public addresses.
   */
  identityProviderPrivateHosts: string[];
  /**
   * Behind proxies: how many of them (a hop count) may add to X-Forwarded-For/-Proto, or the
   * proxies' own addresses; false when Koers is reached directly.
   */
  trustProxy: false | number | string;
  /** Requests per budget and window (RATE_LIMITS overrides the defaults per kind). */
  requestBudgets: RequestBudgets;
  /** What an organisation may keep in uploaded files together (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** Password hashes computed at once for logins (LOGIN_HASHES_IN_FLIGHT); more wait briefly or get 503. */
  loginHashesInFlight: number;
  /** Uploaded files in an S3-compatible bucket (S3_BUCKET and its settings); null: on disk under DATA_DIR/files. */
  s3: S3Config | null;
};

/** An S3-compatible bucket that every instance of one installation shares (README, "Several instances behind a load balancer"). */
export type S3Config = {
  bucket: string;
  /** Another S3-compatible service (MinIO, Garage, a cloud's object storage); null: Amazon S3 itself. */
  endpoint: string | null;
  region: string;
  /** Both or neither; without them the SDK's own chain (AWS_* variables, an instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
};

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

function setting(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export type ServicesConfig = { vacanciesServiceUrl: string | null; serviceToken: string | null };

function servicesConfig(env: NodeJS.ProcessEnv): ServicesConfig {
  const vacanciesServiceUrl = setting(env, 'VACANCIES_SERVICE_URL')?.replace(/\/$/, '') ?? null;
  const serviceToken = setting(env, 'SERVICE_TOKEN');
  if (vacanciesServiceUrl !== null && !/^https?:\/\/[^/\s]+/.test(vacanciesServiceUrl)) {
    throw new Error(
      `Configuratiefout: VACANCIES_SERVICE_URL moet een http(s)-adres zijn, bijvoorbeeld http://vacatures:3001 (nu: ${vacanciesServiceUrl}).`,
    );
  }
  if (serviceToken !== null && serviceToken.length < 32) {
    throw new Error('Configuratiefout: SERVICE_TOKEN moet minstens 32 tekens lang zijn.');
  }
  if (vacanciesServiceUrl !== null && serviceToken === null) {
    throw new Error(
      'Configuratiefout: VACANCIES_SERVICE_URL is gezet maar SERVICE_TOKEN niet; geef beide diensten hetzelfde SERVICE_TOKEN.',
    );
  }
  return { vacanciesServiceUrl, serviceToken };
}

export type SupportChatConfig = {
  scriptUrl: string;
  appId: string;
  secret: string;
  /** Origins besides the script's that the widget reaches (SUPPORT_CHAT_ORIGINS): admitted by the page's policy. */
  origins: string[];
};

const SUPPORT_CHAT_SETTINGS = ['SUPPORT_CHAT_SCRIPT_URL', 'SUPPORT_CHAT_APP_ID', 'SUPPORT_CHAT_SECRET'] as const;

function supportChatConfig(env: NodeJS.ProcessEnv): SupportChatConfig | null {
  const [scriptUrl, appId, secret] = SUPPORT_CHAT_SETTINGS.map((name) => setting(env, name));
  if (!scriptUrl && !appId && !secret) return null;
  if (!scriptUrl || !appId || !secret) {
    const missing = SUPPORT_CHAT_SETTINGS.filter((name) => setting(env, name) === null);
    throw new Error(
      `Configuratiefout: voor de supportchat zijn ${SUPPORT_CHAT_SETTINGS.join(', ')} alle drie nodig; ${missing.join(', ')} ontbreekt.`,
    );
  }
  // An absolute http(s) address: the page's script policy admits its origin and nothing else.
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(scriptUrl)) {
    throw new Error(
      `Configuratiefout: SUPPORT_CHAT_SCRIPT_URL moet een http(s)-adres zijn, bijvoorbeeld https://widget.example.com/widget.js (nu: ${scriptUrl}).`,
    );
  }
  const origins = (env.SUPPORT_CHAT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
  const wrong = origins.find((origin) => !/^(https?|wss?):\/\/[^/\s]+$/.test(origin));
  if (wrong !== undefined) {
    throw new Error(
      `Configuratiefout: SUPPORT_CHAT_ORIGINS moet een lijst van origins zijn, bijvoorbeeld https://api.example.com,wss://socket.example.com (nu: ${wrong}).`,
    );
  }
  return { scriptUrl, appId, secret, origins: [new URL(scriptUrl).origin, ...origins] };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = setting(env, 'S3_BUCKET');
  if (!bucket) {
    const stray = S3_SETTINGS.filter((name) => setting(env, name) !== null);
    if (stray.length > 0) {
      throw new Error(
        `Configuratiefout: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'zijn'} gezet maar S3_BUCKET niet; zet S3_BUCKET om bestanden in een bucket te bewaren, of laat ze weg voor de schijf onder DATA_DIR.`,
      );
    }
    return null;
  }
  // S3's naming rules: 3–63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `Configuratiefout: S3_BUCKET moet de naam van een bucket zijn (3 tot 63 kleine letters, cijfers, punten en streepjes; nu: ${bucket}).`,
    );
  }
  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== null && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new Error(
      `Configuratiefout: S3_ENDPOINT moet een http(s)-adres zijn, bijvoorbeeld https://s3.example.nl (nu: ${endpoint}).`,
    );
  }
  const region = setting(env, 'S3_REGION');
  if (region === null && endpoint === null) {
    throw new Error(
      'Configuratiefout: S3_REGION is nodig voor Amazon S3 (bijvoorbeeld eu-central-1), of zet S3_ENDPOINT.',
    );
  }
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error(
      `Configuratiefout: S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen bij elkaar; ${accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} ontbreekt.`,
    );
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    // Self-hosted services mostly ignore the region, but the signature names one.
    region: region ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE'),
  };
}

function flag(value: string | undefined, name: string): boolean {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no'].includes(normalized)) return false;
  if (['true', '1', 'yes'].includes(normalized)) return true;
  throw new Error(`Configuratiefout: ${name} moet true of false zijn (nu: ${value}).`);
}

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
    services: servicesConfig(env),
    appVersion: env.APP_VERSION ?? 'development',
    mapTileUrl:
      env.MAP_TILE_URL && env.MAP_TILE_URL !== '' ? env.MAP_TILE_URL : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 1_048_576, 'MAX_BODY_BYTES'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestBudgets: parseRequestBudgets(env.RATE_LIMITS),
    uploadQuotaBytes: integer(env.UPLOAD_QUOTA_MB, 10_240, 'UPLOAD_QUOTA_MB') * 1024 * 1024,
    loginHashesInFlight: Math.max(1, integer(env.LOGIN_HASHES_IN_FLIGHT, 4, 'LOGIN_HASHES_IN_FLIGHT')),
    secretsKey: env.SECRETS_KEY && env.SECRETS_KEY !== '' ? env.SECRETS_KEY : null,
    identityProviderPrivateHosts: (env.IDENTITY_PROVIDER_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    s3: s3Config(env),
    supportChat: supportChatConfig(env),
  };
}
