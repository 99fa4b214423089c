import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/vacancies/src/schema/*.ts',
  out: './apps/vacancies/migrations',
  schemaFilter: ['vacancies'],
  migrations: { schema: 'vacancies', table: '__vacancies_migrations' },
});
