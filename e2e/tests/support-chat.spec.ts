import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, login, test, visitPage } from '../support/fixtures';
import { type KoersServer, startKoersServer } from '../support/koers-server';

// The support chat (issue 39.3, SPEC §6, §7) with a configured vendor: a Koers of its own, whose
// SUPPORT_CHAT_* name a stand-in widget this journey serves itself — no vendor is contacted. The
// stand-in does what an Intercom-style widget does with the page's settings and reports them back.

const SECRET = 'e2e-stand-in-secret';
const APP_ID = 'koers-e2e';

type Report = { call: string; settings: Record<string, string> | null };

const STAND_IN_WIDGET = (origin: string) => `(function () {
  function report(call, settings) {
    fetch(${JSON.stringify(`${origin}/report`)}, { method: 'POST', body: JSON.stringify({ call: call, settings: settings || null }) });
  }
  var queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = function (command, settings) { report(command, settings || window.intercomSettings); };
  report('load', window.intercomSettings);
  queued.forEach(function (args) { window.Intercom.apply(null, args); });
})();`;

let widget: http.Server;
let widgetOrigin = '';
const scriptRequests: string[] = [];
const reports: Report[] = [];
let koers: KoersServer;

test.beforeAll(async () => {
  // A Koers of its own: seeded from scratch, as the suite's is.
  test.setTimeout(300_000);
  widget = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/widget.js') {
      scriptRequests.push(request.url);
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(STAND_IN_WIDGET(widgetOrigin));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/report') reports.push(JSON.parse(body) as Report);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => widget.listen(0, '127.0.0.1', resolve));
  widgetOrigin = `http://127.0.0.1:${(widget.address() as AddressInfo).port}`;
  koers = await startKoersServer({
    SUPPORT_CHAT_SCRIPT_URL: `${widgetOrigin}/widget.js`,
    SUPPORT_CHAT_APP_ID: APP_ID,
    SUPPORT_CHAT_SECRET: SECRET,
  });
});

test.afterAll(async () => {
  await koers?.stop();
  await new Promise((resolve) => widget?.close(resolve));
});

test('with a configured vendor the widget loads for a member whose organisation has the feature, booted as that user; without the feature nothing is fetched', async ({
  browser,
}) => {
  // Stroomlijn has no 'Support voor professionals': its coach's pages ask nothing of the vendor.
  const without = await browser.newContext({ baseURL: koers.url });
  const bram = await without.newPage();
  await login(bram, 'coach@stroomlijn.demo.koers.nl');
  await expect(bram.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await expect(bram.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Support')).toHaveCount(0);
  expect(await bram.evaluate(() => 'intercomSettings' in globalThis || 'Intercom' in globalThis)).toBe(false);
  await without.close();
  expect(scriptRequests).toEqual([]);

  // Werkpad has it: the script is fetched once and boots with e-mail, name, user hash and id.
  const context = await browser.newContext({ baseURL: koers.url });
  const page = await context.newPage();
  await login(page, 'coach@demo.koers.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await expect.poll(() => reports.map((report) => report.call)).toContain('load');
  expect(scriptRequests).toEqual(['/widget.js']);
  const contexts = await (await page.request.get('/api/v1/my/user_contexts')).json();
  const own = contexts.data.find(
    (item: { attributes: { email: string } }) => item.attributes.email === 'coach@demo.koers.nl',
  );
  const userId: string = own.attributes.user.id;
  expect(reports.find((report) => report.call === 'load')?.settings).toEqual({
    app_id: APP_ID,
    email: 'coach@demo.koers.nl',
    name: own.attributes.name,
    user_hash: createHmac('sha256', SECRET).update(userId).digest('hex'),
    user_id: userId,
  });
  await visitPage(page, 'supportchat');

  // 'Support' in the menu opens the widget.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Support').click();
  await expect.poll(() => reports.map((report) => report.call)).toContain('show');
  await context.close();
});
