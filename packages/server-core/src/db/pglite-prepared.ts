import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * How many distinct statement texts are kept prepared. The application's statements are a fixed
 * set; texts beyond it (an IN list of every length, say) run unnamed, as before.
 */
const MAX_PREPARED_TEXTS = 400;

type Prepared = {
  name: string;
  /** The parameters' type oids, for serialising the values as PGlite's own query does. */
  paramTypes: number[];
  /** The statement's row description (or none), put before each execution's rows for parsing. */
  described: BackendMessage[];
};

type Query = PGlite['query'];
type BackendMessage = messages.BackendMessage;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's own query adds the statement to a failure; these errors carry the same. */
function annotated(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * Makes every parameterised statement of a PGlite instance a named prepared statement, as the
 * pg pool does on PostgreSQL (database.ts): PGlite's `query` parses, analyses and plans its text
 * anew on every call, in WebAssembly, which for the dossier list cost more than running it. Here
 * a text is parsed and described once; each call then binds, executes and syncs in one protocol
 * message. Results, errors and notifications are PGlite's own (the same parser and listeners);
 * statements without parameters, with a blob (COPY), or beyond the first 400 texts run unnamed.
 */
export function usePreparedStatements(client: PGlite): void {
  const statements = new Map<string, Prepared>();

  async function prepare(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared | null> {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_PREPARED_TEXTS) return null;
    const name = `koers_${statements.size + 1}`;
    let messages: BackendMessage[];
    try {
      messages = await client.execProtocolStream(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      // The statement is wrong (PGlite's own query fails the same way, at its parse).
      throw annotated(error, text, params, options);
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      described: messages.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(text, prepared);
    return prepared;
  }

  async function execute(
    prepared: Prepared,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: prepared.name, values: values as Array<string | null> }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
      );
    } catch (error) {
      throw annotated(error, text, params, options);
    }
    const [result] = parse.parseResults([...prepared.described, ...messages], client.parsers, options);
    if (!result) throw new Error('PGlite gave no result');
    return result;
  }

  /** Runs the statement prepared, or says (null) that it must run unnamed. */
  async function run(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results | null> {
    if (!params || params.length === 0 || options?.blob) return null;
    return client._runExclusiveQuery(async () => {
      const prepared = await prepare(text, params, options);
      return prepared ? execute(prepared, text, params, options, !inTransaction) : null;
    });
  }

  const query = client.query;
  client.query = async function preparedQuery(text: string, params?: unknown[], options?: QueryOptions) {
    if (!params || params.length === 0 || options?.blob) return query.call(client, text, params, options);
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() => run(text, params, options, false));
    return result ?? query.call(client, text, params, options);
  } as Query;

  const transaction = client.transaction;
  client.transaction = function preparedTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return transaction.call(client, (tx) => {
      const prepared = Object.create(tx) as Transaction;
      prepared.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return (await run(text, params, options, true)) ?? tx.query(text, params, options);
      }) as Transaction['query'];
      return callback(prepared);
    }) as Promise<T>;
  } as PGlite['transaction'];
}
