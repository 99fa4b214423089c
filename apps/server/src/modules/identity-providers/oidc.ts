import * as oidc from 'openid-client';

/**
 * The adapter to an OpenID Connect identity provider (openid-client): discovery, the
 * authorization request with PKCE, and the code exchange. It talks to the real provider.
 */
export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

export type ProviderIdentity = { subject: string; email: string | null; emailVerified: boolean };

/** Discovery answers are kept a few minutes per provider setting: a login needs them twice. */
const DISCOVERY_TTL_MS = 5 * 60_000;
const discovered = new Map<string, { at: number; configuration: oidc.Configuration }>();

function options(issuer: URL, allowHttp: boolean): oidc.DiscoveryRequestOptions {
  return {
    timeout: 10,
    ...(allowHttp && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
  };
}

/** Reads the provider's discovery document; throws when it cannot be read or does not fit. */
export async function discover(settings: ProviderSettings, allowHttp: boolean): Promise<oidc.Configuration> {
  const key = JSON.stringify(settings);
  const known = discovered.get(key);
  if (known && Date.now() - known.at < DISCOVERY_TTL_MS) return known.configuration;
  const issuer = new URL(settings.issuer);
  const configuration = await oidc.discovery(
    issuer,
    settings.clientId,
    undefined,
    oidc.ClientSecretBasic(settings.clientSecret),
    options(issuer, allowHttp),
  );
  const metadata = configuration.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint) {
    throw new Error('The provider names no authorization or token endpoint');
  }
  discovered.set(key, { at: Date.now(), configuration });
  return configuration;
}

export type AuthorizationStart = { url: string; codeVerifier: string; state: string; nonce: string };

/** The authorization request (code flow with PKCE S256, state and nonce). */
export async function startAuthorization(
  configuration: oidc.Configuration,
  redirectUri: string,
): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, codeVerifier, state, nonce };
}

/** Exchanges the code the provider sent back and reads who logged in (ID token, then userinfo). */
export async function finishAuthorization(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  expected: { codeVerifier: string; state: string; nonce: string },
): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('No ID token');
  let email = typeof claims.email === 'string' ? claims.email : null;
  let emailVerified = claims.email_verified === true;
  if (email === null && tokens.access_token) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = typeof info.email === 'string' ? info.email : null;
    emailVerified = info.email_verified === true;
  }
  return { subject: claims.sub, email, emailVerified };
}
