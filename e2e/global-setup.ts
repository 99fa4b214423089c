import { startKoersServer } from './support/koers-server';

/** A freshly seeded Koers for the browser tests (`support/koers-server.ts`), stopped after the run. */
export default async function globalSetup() {
  const server = await startKoersServer();
  process.env.KOERS_E2E_URL = server.url;
  // A server that stops during the run leaves every later journey with ERR_CONNECTION_REFUSED and
  // an error page; say how it stopped (a signal from outside, or a crash with its output).
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `De testserver stopte tijdens de tests (code ${code}, signaal ${signal}):\n${server.output().slice(-4000)}`,
      );
  });
  return async () => {
    stopping = true;
    await server.stop();
  };
}
