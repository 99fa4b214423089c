import { setUpTemplate, type TemplateRef } from '@koers/server-core/testing/test-database';
import type { TestProject } from 'vitest/node';
import { prepareDatabases } from '../bootstrap';

declare module 'vitest' {
  export interface ProvidedContext {
    koersTemplate: TemplateRef;
  }
}

/**
 * The template database of both backends on one database, as `npm start` has it; every test
 * file starts from a fresh clone of it.
 */
export default (project: TestProject) =>
  setUpTemplate(
    (database) => prepareDatabases({ database, vacanciesDatabase: database }),
    (ref) => project.provide('koersTemplate', ref),
  );
