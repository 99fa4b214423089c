export type ResourceIdentifier = { type: string; id: string };

export type Relationship = {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
};

export type Resource = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
};

export type Document = {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
};

/**
 * A document already turned into JSON: built while something else is under way (a write the
 * answer must wait for), sent as is by `reply.jsonApi`.
 */
export class SerializedDocument {
  readonly json: string;
  /** The JSON compressed, by encoding, once asked (an answer kept and sent again is compressed once). */
  readonly compressed = new Map<string, Promise<Buffer>>();
  #bytes: Buffer | null = null;
  constructor(document: Document) {
    this.json = JSON.stringify(document);
  }
  /**
   * The JSON in UTF-8, made once: what is sent uncompressed. Sent as a string, a kept answer was
   * measured (Content-Length) and encoded anew on every send, 27 KB of names with accents each.
   */
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.json);
    return this.#bytes;
  }
}

export function resource(
  type: string,
  id: string,
  attributes: Record<string, unknown>,
  extras: Omit<Resource, 'type' | 'id' | 'attributes'> = {},
): Resource {
  return { type, id, attributes, ...extras };
}

export function identifier(type: string, id: string | null | undefined): ResourceIdentifier | null {
  return id ? { type, id } : null;
}

/** Relationship linkage for a to-one or to-many relation. */
export function relationship(data: ResourceIdentifier | ResourceIdentifier[] | null): Relationship {
  return { data };
}

/** Keeps one copy of each included resource, in the order first seen, and never the primary data. */
export function uniqueIncluded(primary: Resource | Resource[] | null, included: Resource[]): Resource[] {
  const seen = new Set<string>();
  for (const item of Array.isArray(primary) ? primary : primary ? [primary] : []) seen.add(`${item.type}:${item.id}`);
  const result: Resource[] = [];
  for (const item of included) {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

export function document(
  data: Resource | Resource[] | null,
  options: { included?: Resource[]; meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): Document {
  const doc: Document = { data };
  if (options.included && options.included.length > 0) doc.included = uniqueIncluded(data, options.included);
  if (options.meta) doc.meta = options.meta;
  if (options.links) doc.links = options.links;
  return doc;
}

/** Links for a paged list; `url` is the request URL without its page parameters. */
export function pageLinks(
  basePath: string,
  query: URLSearchParams,
  page: { number: number; size: number },
  total: number | null,
): Record<string, string | null> {
  const link = (number: number) => {
    const params = new URLSearchParams(query);
    params.set('page[number]', String(number));
    params.set('page[size]', String(page.size));
    return `${basePath}?${params.toString()}`;
  };
  const last = total === null ? null : Math.max(1, Math.ceil(total / page.size));
  return {
    self: link(page.number),
    first: link(1),
    prev: page.number > 1 ? link(page.number - 1) : null,
    next: last === null || page.number < last ? link(page.number + 1) : null,
    ...(last !== null ? { last: link(last) } : {}),
  };
}
