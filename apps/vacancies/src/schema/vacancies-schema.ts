import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the vacancies service lives in this schema. */
export const vacanciesSchema = pgSchema('vacancies');
