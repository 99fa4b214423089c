export * from './actor';
export * from './features';
export * from './menu';
export * from './organization.policy';
export * from './policy';
export * from './roles';
