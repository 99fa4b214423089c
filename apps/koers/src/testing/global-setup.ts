import { prepareServerDatabase } from '@koers/server/prepare';
import { setUpTemplate, type TemplateRef } from '@koers/server-core/testing/test-database';
import { prepareVacanciesDatabase } from '@koers/vacancies/prepare';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    koersTemplate: TemplateRef;
  }
}

/**
 * The template database of both backends on one database, as `npm start` has it
 * (`prepareDatabases`: the main backend's preparation, then the vacancies service's); every test
 * file starts from a fresh clone of it. Built on a copy of the main backend's template when the
 * server project built that one in this run.
 */
export default (project: TestProject) =>
  setUpTemplate(prepareVacanciesDatabase, (ref) => project.provide('koersTemplate', ref), {
    base: { name: 'server', prepare: prepareServerDatabase },
  });
