import { setUpTemplate, type TemplateRef } from '@koers/server-core/testing/test-database';
import type { TestProject } from 'vitest/node';
import { prepareVacanciesDatabase } from '../prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    vacanciesTemplate: TemplateRef;
  }
}

/**
 * The vacancies service's template database (its own migrations and authored lists only);
 * every test file starts from a fresh clone of it.
 */
export default (project: TestProject) =>
  setUpTemplate(prepareVacanciesDatabase, (ref) => project.provide('vacanciesTemplate', ref));
