import { buildApp } from '@koers/koers/app';
import { loadConfig } from '@koers/server-core/config';
import { openDatabase } from '@koers/server-core/db/database';
import { answerProfileCommands, type InstanceReady, type InstanceStart } from './protocol';

// One instance of Koers (the main backend with the vacancies service, as `npm start` runs it,
// without serving the web app or running background jobs) in its own process, on the
// database it is told; it answers with its address and closes when told or when its parent goes.
answerProfileCommands();
process.once('message', async (start: InstanceStart) => {
  const database = await openDatabase({ url: start.url });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' });
  const app = await buildApp({ config, database, vacanciesDatabase: null, serveWeb: false, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The clients' Origin is the instance's own address.
  Object.assign(config, { publicUrl: base });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void close();
  });
  process.on('disconnect', () => void close());
  process.send?.({ base } satisfies InstanceReady);
});
