import os from 'node:os';
import { demoId } from '@koers/server/seed/demo-ids';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { startKoers } from './koers-process';

// `npm run bench:abuse`: how the server holds up while it is abused by volume (issue 33). Starts
// `npm start`'s entry point on PGlite with the demo world in a process of its own, measures the
// latency of `/health` (and of a logged-in person's dossier list) at rest, then during each attack,
// and prints what the attack got. Not a test: the figures depend on the machine and its load.
const say = (message: string) => console.log(`[bench:abuse] ${message}`);

const startServer = () =>
  startKoers({
    name: 'bench-abuse',
    env: {
      SEED_VACANCIES_COUNT: '0',
      SKIP_WEB_BUILD: 'true',
      // One proxy in front: the attacks below come from many addresses, as through a load balancer.
      TRUST_PROXY: '1',
    },
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Asks `url` one after another until `until` settles: the latencies a person would see meanwhile. */
async function probe(url: string, headers: Record<string, string>, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(url, { headers }).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0 };
}

function statuses(responses: Array<{ status: number }>): string {
  const counts = new Map<number, number>();
  for (const { status } of responses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
}

async function main() {
  const { base, stop } = await startServer();
  const json = { 'content-type': 'application/vnd.api+json', origin: base, 'x-frontend-host': new URL(base).host };
  const login = (email: string, password: string, address: string) =>
    fetch(`${base}/api/v1/session`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': address },
      body: JSON.stringify({ data: { type: 'sessions', attributes: { email, password } } }),
    });
  try {
    const coachLogin = await login('coach@demo.koers.nl', DEMO_PASSWORD, '192.0.2.1');
    const coach = (await coachLogin.json()) as {
      included: Array<{ id: string; attributes: { organization: { id: string } } }>;
    };
    const context = coach.included[0];
    if (!context) throw new Error('geen context');
    const coachHeaders = { cookie: (coachLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    const dossiers = `${base}/api/v1/organization/${context.attributes.organization.id}/dossiers?page[size]=20&user_context_id=${context.id}`;

    const candidateLogin = await login('kandidaat@demo.koers.nl', DEMO_PASSWORD, '192.0.2.2');
    const candidate = (await candidateLogin.json()) as { included: Array<{ id: string }> };
    const candidateHeaders = { ...json, cookie: (candidateLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };

    const rows: string[] = [];
    const measure = async (name: string, attack: () => Promise<Array<{ status: number }>>) => {
      const running = attack();
      const [health, list, answers] = await Promise.all([
        probe(`${base}/health`, {}, running),
        probe(dossiers, coachHeaders, running),
        running,
      ]);
      const line = `| ${name} | ${statuses(answers)} | ${health.p50.toFixed(1)} / ${health.p99.toFixed(1)} | ${list.p50.toFixed(1)} / ${list.p99.toFixed(1)} | ${os.loadavg()[0]?.toFixed(1)} |`;
      say(line);
      rows.push(line);
    };

    await measure('at rest (2 s)', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return [];
    });
    await measure('300 logins at once for 300 unknown addresses, one client address', () =>
      Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          login(`onbekend-${index}@voorbeeld.nl`, 'geraden-wachtwoord', '203.0.113.7'),
        ),
      ),
    );
    await measure('40 addresses × 5 guesses at once on one account', () =>
      Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          login('beheerder@demo.koers.nl', `geraden-${index}`, `198.51.100.${Math.floor(index / 5) + 1}`),
        ),
      ),
    );
    await measure('1,000 messages at once from one session', () =>
      Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          fetch(`${base}/api/v1/conversation_message?user_context_id=${candidate.included[0]?.id}`, {
            method: 'POST',
            headers: candidateHeaders,
            body: JSON.stringify({
              data: {
                type: 'conversation_messages',
                attributes: { content: `Bericht ${index}` },
                relationships: {
                  thread: { data: { type: 'conversations', id: demoId('conversation:daan-sollicitatie') } },
                },
              },
            }),
          }),
        ),
      ),
    );
    const owner = await login('beheerder@demo.koers.nl', DEMO_PASSWORD, '192.0.2.99');
    say(
      `the owner from a new browser after the guessing: ${owner.status} (a trusted device gets in; see docs/security.md)`,
    );
    console.log(
      '\n| attack | answers | /health p50 / p99 ms | dossier list p50 / p99 ms | load (1 min) |\n|---|---|---|---|---|',
    );
    for (const row of rows) console.log(row);
  } finally {
    await stop();
  }
}

await main();
