import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/schema/*.ts',
  out: './apps/server/migrations',
  migrations: { schema: 'public', table: '__koers_migrations' },
});
