import { describe, expect, it } from 'vitest';
import { isNewVersionAnnounced } from './banners';

describe('frontend-version banner (SPEC §4)', () => {
  it.each([
    { config: { environment: 'production', version: 'abc' }, built: 'def', shown: true },
    { config: { environment: 'production', version: 'abc' }, built: 'abc', shown: false },
    { config: { environment: 'development', version: 'abc' }, built: 'def', shown: false },
    { config: { environment: 'production', version: 'abc' }, built: 'development', shown: false },
    { config: undefined, built: 'def', shown: false },
  ])('$config.environment, server $config.version, build $built → $shown', ({ config, built, shown }) => {
    expect(isNewVersionAnnounced(config, built)).toBe(shown);
  });
});
