export * from './constants';
export * from './permissions';
export * from './reference-data';
export * from './reference-lists';
export * from './schemas/session.schema';
export { z } from './zod-nl';
