import { buildTemplate, type TemplateRef } from '@koers/server-core/testing/test-database';
import type { TestProject } from 'vitest/node';
import { prepareDatabases } from './apps/server/src/bootstrap';

declare module 'vitest' {
  export interface ProvidedContext {
    koersTemplate: TemplateRef;
  }
}

/**
 * Migrates one template database per run (PGlite dump, or a template database on the server
 * of DATABASE_URL); every test file then starts from a fresh clone of it.
 */
export default async function setup(project: TestProject) {
  const { ref, teardown } = await buildTemplate(
    (database) => prepareDatabases({ database, vacanciesDatabase: database }),
    process.env.DATABASE_URL || undefined,
  );
  project.provide('koersTemplate', ref);
  return teardown;
}
