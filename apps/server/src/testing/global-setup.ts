import { setUpTemplate, type TemplateRef } from '@koers/server-core/testing/test-database';
import type { TestProject } from 'vitest/node';
import { prepareServerDatabase } from '../prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: TemplateRef;
  }
}

/**
 * The main backend's template database (its migrations and reference lists); every test file
 * starts from a fresh clone of it.
 */
export default (project: TestProject) =>
  setUpTemplate(prepareServerDatabase, (ref) => project.provide('serverTemplate', ref), { name: 'server' });
