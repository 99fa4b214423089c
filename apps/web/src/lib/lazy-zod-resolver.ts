import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that loads its schema, zod and the zod resolver at the first
 * validation (a submit) instead of with the form: zod is a third of a small dialog's code and
 * nothing of it is needed to show the form (npm run bench:bundle).
 */
export function lazyZodResolver<Values extends FieldValues>(load: () => Promise<ZodType>): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    return (await loaded)(values, context, options);
  };
}
