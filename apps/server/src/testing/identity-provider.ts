import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free port, with one
 * registered client and the given accounts; its own login and consent pages (development
 * interactions) are walked by `signIn` like a browser would.
 */
export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Follows an authorization URL through the provider's pages as `accountId`; returns where it sends the browser back. */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
};

export type TestAccount = { email: string; emailVerified: boolean };

export async function startTestIdentityProvider(input: {
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}): Promise<TestIdentityProvider> {
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'koers-test';
  const clientSecret = 'a-test-client-secret-of-some-length';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [input.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    async findAccount(_ctx, sub) {
      const account = input.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified }),
      };
    },
    pkce: { required: () => true },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = authorizationUrl;
    let init: RequestInit = {};
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...((init.headers as Record<string, string>) ?? {}),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(input.redirectUri)) return next;
        url = next.href;
        init = {};
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`identity provider page without a form (${response.status}): ${html.slice(0, 300)}`);
      const form = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
      url = new URL(action.replace(/&amp;/g, '&'), url).href;
      init = {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    }
    throw new Error('identity provider sign-in did not come back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
