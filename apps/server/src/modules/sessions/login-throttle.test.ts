import { describe, expect, it } from 'vitest';
import { accountDelayMs } from './login-throttle';

describe('attempts on one account across addresses wait longer and longer, never lock', () => {
  it.each([
    { attempt: 1, waitMs: 0 },
    { attempt: 10, waitMs: 0 },
    { attempt: 11, waitMs: 500 },
    { attempt: 12, waitMs: 1_000 },
    { attempt: 14, waitMs: 4_000 },
    { attempt: 15, waitMs: 8_000 },
    { attempt: 500, waitMs: 8_000 },
  ])('attempt $attempt waits $waitMs ms', ({ attempt, waitMs }) => {
    expect(accountDelayMs(attempt)).toBe(waitMs);
  });
});
