import { createHash } from 'node:crypto';

/** A stable UUID for a demo record, so the demo world is the same on every machine. */
export function demoId(key: string): string {
  const hex = createHash('sha256').update(`koers-demo:${key}`).digest('hex');
  // Shape it as a version-4/variant-1 UUID so every validator accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A demo person's user context, by person key (see DEMO_PEOPLE), organisation and user type. */
export const demoContextId = (person: string, organization: string, userType: string): string =>
  demoId(`context:${person}:${organization}:${userType}`);

/** The contexts of the people who talk to each other and are told things in the demo world. */
export const DEMO_CONTEXT_IDS = {
  daan: demoContextId('kandidaat', 'werkpad', 'client'),
  mehmet: demoContextId('coach', 'werkpad', 'member'),
  lotte: demoContextId('accountmanager', 'werkpad', 'member'),
  eva: demoContextId('werkgever', 'werkpad', 'contact'),
  bram: demoContextId('stroomlijn-coach', 'stroomlijn', 'member'),
  fatima: demoContextId('stroomlijn-kandidaat', 'stroomlijn', 'client'),
};
