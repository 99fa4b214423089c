import type { Config } from '@koers/server-core/config';
import type { Db } from '@koers/server-core/db/database';
import type { Actor, IdentityProviderInput } from '@koers/shared';
import { type SessionSettings, startSession } from '../sessions/sessions.service';
import { contextFactsForUser } from '../user-contexts/user-contexts.service';
import { findUserByEmail, normalizeEmail } from '../users/users.service';
import { identityProviderErrors } from './identity-providers.errors';
import { createIdentityProvidersRepository, type IdentityProviderRow } from './identity-providers.repository';
import { issuerReachableFromOutside } from './issuer-address';
import { discover, finishAuthorization, type ProviderSettings, startAuthorization } from './oidc';
import { secretBox } from './secret-box';

export type { IdentityProviderRow } from './identity-providers.repository';

/** The one path every provider sends people back to (registered at the provider as redirect URI). */
export const CALLBACK_PATH = '/api/v1/identity_provider/callback';
export const callbackUrl = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`;

/** Plain http issuers only outside production (a provider started in a test or on a laptop). */
const allowHttp = (config: Config) => config.nodeEnv !== 'production';

function settingsOf(config: Config, row: IdentityProviderRow): ProviderSettings {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: secretBox(config).open(row.clientSecretEncrypted),
  };
}

export function identityProviderOf(db: Db, organizationId: string): Promise<IdentityProviderRow | null> {
  return createIdentityProvidersRepository(db).findForOrganization(organizationId);
}

/**
 * Sets the organisation's identity provider. Saved only when its discovery document can be read
 * with these settings: a provider Koers cannot reach would lock out whoever must use it.
 */
export async function saveIdentityProvider(input: {
  db: Db;
  config: Config;
  actor: Actor;
  attributes: IdentityProviderInput;
}): Promise<IdentityProviderRow> {
  const { db, config, actor, attributes } = input;
  const repo = createIdentityProvidersRepository(db);
  const existing = await repo.findForOrganization(actor.organizationId);
  const clientSecret =
    attributes.clientSecret ?? (existing ? secretBox(config).open(existing.clientSecretEncrypted) : null);
  if (clientSecret === null) throw identityProviderErrors.secretRequired();
  if (!allowHttp(config)) {
    const issuer = new URL(attributes.issuer);
    if (issuer.protocol !== 'https:') throw identityProviderErrors.httpsRequired();
    if (!(await issuerReachableFromOutside(issuer, config.identityProviderPrivateHosts)))
      throw identityProviderErrors.internalIssuer();
  }
  try {
    await discover({ issuer: attributes.issuer, clientId: attributes.clientId, clientSecret }, allowHttp(config));
  } catch {
    throw identityProviderErrors.discoveryFailed(attributes.issuer);
  }
  return repo.upsert(actor.organizationId, {
    name: attributes.name,
    issuer: attributes.issuer,
    clientId: attributes.clientId,
    clientSecretEncrypted: secretBox(config).seal(clientSecret),
  });
}

/**
 * A `provider` requirement may name only the organisation's own provider, and only while its
 * discovery succeeds (checked again on every save of such a requirement).
 */
export async function assertProviderUsable(db: Db, config: Config, organizationId: string, providerId: string) {
  const row = await identityProviderOf(db, organizationId);
  if (!row || row.id !== providerId) throw identityProviderErrors.providerUnusable();
  try {
    await discover(settingsOf(config, row), allowHttp(config));
  } catch {
    throw identityProviderErrors.providerUnusable();
  }
}

/** What the browser keeps (sealed, in a cookie) between leaving for the provider and coming back. */
type PendingLogin = { providerId: string; state: string; nonce: string; codeVerifier: string; expiresAt: number };

const PENDING_MINUTES = 10;

/** Starts a login through a provider: the URL to send the browser to, and the sealed pending login. */
export async function startProviderLogin(input: { db: Db; config: Config; providerId: string; now?: Date }) {
  const row = await createIdentityProvidersRepository(input.db).findById(input.providerId);
  if (!row) throw identityProviderErrors.notFound();
  const configuration = await discover(settingsOf(input.config, row), allowHttp(input.config));
  const start = await startAuthorization(configuration, callbackUrl(input.config));
  const pending: PendingLogin = {
    providerId: row.id,
    state: start.state,
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    expiresAt: (input.now ?? new Date()).getTime() + PENDING_MINUTES * 60_000,
  };
  return {
    url: start.url,
    pending: secretBox(input.config).seal(JSON.stringify(pending)),
    maxAgeSeconds: PENDING_MINUTES * 60,
  };
}

/** Why a login through a provider ended without a session (the login page says it in Dutch). */
export type ProviderLoginFailure = 'expired' | 'cancelled' | 'failed' | 'unverified' | 'unknown';

export class ProviderLoginError extends Error {
  constructor(readonly reason: ProviderLoginFailure) {
    super(`identity provider login: ${reason}`);
  }
}

function readPending(config: Config, sealed: string | undefined, now: Date): PendingLogin {
  if (!sealed) throw new ProviderLoginError('expired');
  try {
    const pending = JSON.parse(secretBox(config).open(sealed)) as PendingLogin;
    if (pending.expiresAt < now.getTime()) throw new ProviderLoginError('expired');
    return pending;
  } catch {
    throw new ProviderLoginError('expired');
  }
}

/**
 * Finishes a login through a provider: exchanges the code (PKCE, state, nonce), takes the
 * provider's verified e-mail address and finds the person with an active context in the
 * provider's own organisation — nowhere else. Starts a session marked with the provider.
 */
export async function finishProviderLogin(input: {
  db: Db;
  config: Config;
  pending: string | undefined;
  callback: URL;
  ip: string;
  host: string | null;
  userAgent: string | null;
  settings: SessionSettings;
  now?: Date;
}): Promise<{ token: string }> {
  const now = input.now ?? new Date();
  const pending = readPending(input.config, input.pending, now);
  if (input.callback.searchParams.get('state') !== pending.state) throw new ProviderLoginError('expired');
  if (input.callback.searchParams.has('error')) throw new ProviderLoginError('cancelled');
  const row = await createIdentityProvidersRepository(input.db).findById(pending.providerId);
  if (!row) throw new ProviderLoginError('failed');
  let identity: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    const configuration = await discover(settingsOf(input.config, row), allowHttp(input.config));
    identity = await finishAuthorization(configuration, input.callback, pending);
  } catch {
    throw new ProviderLoginError('failed');
  }
  if (!identity.email || !identity.emailVerified) throw new ProviderLoginError('unverified');
  const user = await findUserByEmail(input.db, normalizeEmail(identity.email));
  if (!user) throw new ProviderLoginError('unknown');
  const contexts = await contextFactsForUser(input.db, user.id, {
    mfaVerified: false,
    identityProviderId: row.id,
    host: input.host,
  });
  if (!contexts.some((facts) => facts.organization.id === row.organizationId)) throw new ProviderLoginError('unknown');
  const { token } = await startSession(input.db, {
    userId: user.id,
    mfaVerified: false,
    identityProviderId: row.id,
    ip: input.ip,
    userAgent: input.userAgent,
    host: input.host,
    settings: input.settings,
    now,
  });
  return { token };
}

/** The names of an organisation's provider by id, for describing requirements. */
export async function providerNamesOf(db: Db, organizationId: string): Promise<Map<string, string>> {
  const row = await identityProviderOf(db, organizationId);
  return new Map(row ? [[row.id, row.name]] : []);
}
