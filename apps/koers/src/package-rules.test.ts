import { fileURLToPath } from 'node:url';
import { packageRuleViolations } from '@koers/server-core/testing/package-rules';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const backends = ['@koers/server', '@koers/vacancies'];

// Only this workspace (apps/koers) knows both backends; everything below it knows neither.
const RULES: Array<{ workspace: string; forbidden: string[] }> = [
  { workspace: 'apps/server', forbidden: ['@koers/vacancies', '@koers/koers'] },
  { workspace: 'apps/vacancies', forbidden: ['@koers/server', '@koers/koers'] },
  { workspace: 'packages/server-core', forbidden: [...backends, '@koers/koers'] },
  { workspace: 'packages/shared', forbidden: [...backends, '@koers/koers', '@koers/server-core'] },
  { workspace: 'apps/web', forbidden: [...backends, '@koers/koers', '@koers/server-core'] },
];

describe('package rules (docs/development.md, "Layout")', () => {
  it.each(RULES)(
    '$workspace depends on none of $forbidden, in package.json or in code and tests',
    ({ workspace, forbidden }) => {
      expect(packageRuleViolations(`${root}${workspace}`, forbidden)).toEqual([]);
    },
  );

  it('sees a forbidden import and dependency where there is one', () => {
    expect(packageRuleViolations(`${root}apps/koers`, ['@koers/vacancies'])).toEqual(
      expect.arrayContaining([
        'package.json: dependencies has @koers/vacancies',
        'src/app.ts imports @koers/vacancies/plugin',
      ]),
    );
  });
});
