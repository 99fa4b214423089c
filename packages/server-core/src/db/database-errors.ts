/**
 * What a failed database call means for the answer, read from the error (or the error it wraps:
 * Drizzle puts the driver's error in `cause`).
 */
export type DatabaseFailure =
  /** The database cannot be reached or is shutting down: 503, try again later. */
  | { kind: 'unavailable'; code: string }
  /** PostgreSQL refused a value (class 22, data exception): the input was bad, not the server. */
  | { kind: 'invalid_value'; code: string };

/** node-postgres and Node's network errors when no connection can be made or kept. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** Messages the drivers give without a code when the connection is gone or the pool closed. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
  /PGlite is closed/i,
];

function codeOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The error and the errors it wraps, outermost first (bounded, in case of a cycle). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && errors.length < 5) {
    errors.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return errors;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const item of chain(error)) {
    const code = codeOf(item);
    if (code && NETWORK_CODES.has(code)) return { kind: 'unavailable', code };
    // 08: connection exception; 57P01-57P03: the server is shutting down or starting; 53300: too many connections.
    if (code && (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300')) {
      return { kind: 'unavailable', code };
    }
    if (code && /^22[0-9A-Z]{3}$/.test(code)) return { kind: 'invalid_value', code };
    // Drizzle's own message carries the query's parameters; only the driver's messages count.
    const message = item instanceof Error && !item.message.startsWith('Failed query') ? item.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return { kind: 'unavailable', code: 'closed' };
  }
  return null;
}

/** The PostgreSQL error code (SQLSTATE) in an error's chain, for logs. */
export function sqlStateOf(error: unknown): string | null {
  for (const item of chain(error)) {
    const code = codeOf(item);
    if (code && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}
