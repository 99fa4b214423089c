import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_PAGE, resumePage } from './assessment-questionnaire';

const ids = Array.from({ length: 48 }, (_, index) => `Q${index + 1}`);
const answered = (count: number) => Object.fromEntries(ids.slice(0, count).map((id) => [id, 3]));

describe('resumePage: where a test goes on after closing the browser', () => {
  it('starts on the first page when nothing is answered', () => {
    expect(resumePage(ids, {})).toBe(0);
  });
  it('goes on at the page of the first unanswered question', () => {
    expect(QUESTIONS_PER_PAGE).toBe(6);
    expect(resumePage(ids, answered(18))).toBe(3);
    expect(resumePage(ids, answered(20))).toBe(3);
  });
  it('stays on the last page when every question is answered (only Afronden is left)', () => {
    expect(resumePage(ids, answered(48))).toBe(7);
  });
});
