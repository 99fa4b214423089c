import type { MatrixSession, Probe } from './authorization-matrix.world';

/** The path of `METHOD /url/:param` with the probe's parameters; a parameter left open is a mistake. */
function pathOf(route: string, probe: Probe): string {
  const url = route.slice(route.indexOf(' ') + 1);
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = probe.params?.[name];
    if (value === undefined) throw new Error(`${route}: the probe gives no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Sends a probe as the web app would for this session: guard headers, cookie, user context. */
export async function sendProbe(baseUrl: string, route: string, probe: Probe, session: MatrixSession) {
  const method = route.slice(0, route.indexOf(' '));
  const url = new URL(pathOf(route, probe), baseUrl);
  for (const [name, value] of Object.entries(probe.query ?? {})) url.searchParams.set(name, value);
  if (session.userContextId) url.searchParams.set('user_context_id', session.userContextId);
  const headers: Record<string, string> = {
    accept: 'application/vnd.api+json',
    origin: baseUrl,
    'x-frontend-host': new URL(baseUrl).host,
    'x-forwarded-for': session.ip,
  };
  if (session.cookie) headers.cookie = session.cookie;
  let body: string | Buffer | undefined;
  if (probe.bytes) {
    headers['content-type'] = probe.bytes.contentType;
    body = probe.bytes.data;
  } else if (probe.body !== undefined) {
    headers['content-type'] = 'application/vnd.api+json';
    body = JSON.stringify(probe.body);
  }
  const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
