import type { z } from 'zod';
import { createError, validationError } from './errors';

export type ParsedResource<T> = { id: string | undefined; attributes: T; relationships: Record<string, unknown> };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a JSON:API resource body `{ data: { type, id?, attributes, relationships? } }` and
 * validates its attributes. A wrong shape is a 400, a wrong type a 409, invalid attributes a
 * 422 with one error per field pointing at `/data/attributes/<field>`.
 */
export function parseResourceBody<Schema extends z.ZodType>(
  body: unknown,
  type: string,
  schema: Schema,
): ParsedResource<z.infer<Schema>> {
  if (!isObject(body) || !isObject(body.data)) {
    throw createError({
      status: 400,
      code: 'invalid_document',
      detail: 'Het verzoek moet een JSON:API-document met een data-object zijn.',
      pointer: '/data',
    });
  }
  const data = body.data;
  if (data.type !== type) {
    throw createError({
      status: 409,
      code: 'type_mismatch',
      detail: `Het type moet ${type} zijn.`,
      pointer: '/data/type',
    });
  }
  if (data.id !== undefined && typeof data.id !== 'string') {
    throw createError({ status: 400, code: 'invalid_id', detail: 'Het id moet een tekst zijn.', pointer: '/data/id' });
  }
  const attributes = data.attributes ?? {};
  if (!isObject(attributes)) {
    throw createError({
      status: 400,
      code: 'invalid_attributes',
      detail: 'De attributen moeten een object zijn.',
      pointer: '/data/attributes',
    });
  }
  const relationships = data.relationships ?? {};
  if (!isObject(relationships)) {
    throw createError({
      status: 400,
      code: 'invalid_relationships',
      detail: 'De relaties moeten een object zijn.',
      pointer: '/data/relationships',
    });
  }
  const parsed = schema.safeParse(attributes);
  if (!parsed.success) throw validationError(parsed.error, '/data/attributes');
  return { id: data.id as string | undefined, attributes: parsed.data, relationships };
}

/** Reads a to-one relationship's id from a parsed body, checking its type. */
export function relationshipId(
  relationships: Record<string, unknown>,
  name: string,
  type: string,
  options: { required?: boolean } = {},
): string | null {
  const pointer = `/data/relationships/${name}`;
  const relation = relationships[name];
  if (relation === undefined || (isObject(relation) && relation.data === null)) {
    if (options.required) {
      throw createError({ status: 422, code: 'validation.required', detail: `${name} is verplicht.`, pointer });
    }
    return null;
  }
  if (!isObject(relation) || !isObject(relation.data) || typeof relation.data.id !== 'string') {
    throw createError({
      status: 400,
      code: 'invalid_relationship',
      detail: `De relatie ${name} is ongeldig.`,
      pointer,
    });
  }
  if (relation.data.type !== type) {
    throw createError({
      status: 409,
      code: 'type_mismatch',
      detail: `De relatie ${name} moet type ${type} hebben.`,
      pointer,
    });
  }
  return relation.data.id;
}

/** Reads a to-many relationship's ids from a parsed body, checking their type. */
export function relationshipIds(relationships: Record<string, unknown>, name: string, type: string): string[] | null {
  const pointer = `/data/relationships/${name}`;
  const relation = relationships[name];
  if (relation === undefined) return null;
  if (!isObject(relation) || !Array.isArray(relation.data)) {
    throw createError({
      status: 400,
      code: 'invalid_relationship',
      detail: `De relatie ${name} moet een lijst zijn.`,
      pointer,
    });
  }
  return relation.data.map((item, index) => {
    if (!isObject(item) || typeof item.id !== 'string' || item.type !== type) {
      throw createError({
        status: 400,
        code: 'invalid_relationship',
        detail: `Item ${index + 1} van ${name} is ongeldig.`,
        pointer: `${pointer}/data/${index}`,
      });
    }
    return item.id;
  });
}

/** An update whose body names another resource than its address is a conflict (JSON:API: 409). */
export function assertBodyIdMatches(resource: { id: string | undefined }, id: string): void {
  if (resource.id !== undefined && resource.id.toLowerCase() !== id) {
    throw createError({
      status: 409,
      code: 'id_mismatch',
      detail: 'Het id in het verzoek hoort niet bij dit adres.',
      pointer: '/data/id',
    });
  }
}
