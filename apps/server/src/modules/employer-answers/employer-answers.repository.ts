import type { Db } from '@koers/server-core/db/database';
import { employerAnswers } from '../../schema/employer-answers.table';

export type EmployerAnswerInsert = typeof employerAnswers.$inferInsert;

/** The employer's answers (issue 38.3); never changed or removed, so the history stays. */
export function createEmployerAnswersRepository(db: Db) {
  return {
    async insert(values: EmployerAnswerInsert) {
      const [row] = await db.insert(employerAnswers).values(values).returning();
      if (!row) throw new Error('employer answer not stored');
      return row;
    },
  };
}
