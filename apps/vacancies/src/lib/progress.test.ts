import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVacanciesCli } from '../testing/vacancies-testing';
import { formatRemaining } from './progress';

describe('the command-line progress bar', () => {
  it('rounds the remaining time before splitting it, in Dutch units', () => {
    expect(formatRemaining(1199)).toBe('20 min 00 s');
    expect(formatRemaining(1197)).toBe('19 min 55 s');
    expect(formatRemaining(45.4)).toBe('45 s');
    expect(formatRemaining(3599)).toBe('1 u 00 min');
    expect(formatRemaining(7230)).toBe('2 u 01 min');
    expect(formatRemaining(0)).toBe('0 s');
    // The strings cli-progress passes where it has no estimate: at the start, and when nothing moves.
    expect(formatRemaining('0')).toBe('onbekend');
    expect(formatRemaining('INF')).toBe('onbekend');
  });

  it('prints counts and rates formatted for nl-NL from the corpus generator', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-progress-'));
    try {
      const { code, stdout, output } = await runVacanciesCli('generate-vacancies.ts', [
        '--count',
        '2500',
        '--seed',
        'voortgang',
        '--out',
        path.join(dir, 'feed.jsonl'),
        '--now',
        '2026-11-21',
      ]);
      expect(code).toBe(0);
      const lines = output.split('\n');
      expect(lines.some((line) => line.includes('100% | 2.500/2.500 advertenties |'))).toBe(true);
      expect(
        lines.filter((line) => line.includes('advertenties |')).every((line) => !/\d+m60s|[^.\d]\d{4,}\//.test(line)),
      ).toBe(true);
      expect(stdout).toContain('2.500 advertenties geschreven');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
