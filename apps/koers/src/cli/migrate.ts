import { loadConfig } from '@koers/server-core/config';
import { openOrExit } from '@koers/server-core/db/database';
import { closeDatabases, openDatabases, prepareDatabases } from '../bootstrap';

// `npm run migrate`: applies both services' migrations to DATABASE_URL (or the embedded database).
const databases = await openOrExit(() => openDatabases(loadConfig()), '[koers]');
await prepareDatabases(databases);
await closeDatabases(databases);
console.log('[koers] migraties toegepast');
