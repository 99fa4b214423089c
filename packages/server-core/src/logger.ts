import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { sqlStateOf } from './db/database-errors';

/**
 * Nothing personal in logs: a log line carries ids, error codes and what failed, never the
 * values a person gave. Drizzle's "Failed query: … params: …" message lists every value of
 * the statement (names, birth dates, e-mail addresses) and the drivers quote offending values
 * in theirs, so errors are serialised here instead of by pino's default; request URLs keep
 * their query keys but only id-like values; cookies, tokens and passwords are redacted
 * wherever a caller logs them.
 */

/** Paths pino blanks out in every log object (for whatever a caller passes along). */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.passwordConfirmation',
  '*.token',
  '*.otp',
  '*.recoveryCode',
  '*.params',
];

const ID_LIKE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,12})$/i;

/** A URL for the log: the path, and the query's keys with only id-like values kept. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const parts = [...params].map(([key, value]) => `${key}=${ID_LIKE.test(value) ? value : '…'}`);
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

/** An error's message without the values it may quote. */
export function loggableMessage(error: Error): string {
  const message = error.message;
  // Drizzle: keep the SQL (parameterised, without values), drop the parameters.
  if (message.startsWith('Failed query')) {
    const cut = message.indexOf('\nparams:');
    return cut >= 0 ? message.slice(0, cut) : message;
  }
  // PostgreSQL quotes the offending value (invalid input syntax for type date: "…"); names of
  // tables, columns and constraints are logged as separate fields below.
  return message.replace(/"[^"]*"/g, '"…"');
}

const NAME_FIELDS = ['table', 'column', 'constraint', 'schema', 'routine'] as const;

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  sqlState?: string;
  cause?: LoggedError;
} & Partial<Record<(typeof NAME_FIELDS)[number], string>>;

/** pino's `err` serializer: type, scrubbed message and stack, codes and names, the cause likewise. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(geen Error-object)', stack: '' };
  const message = loggableMessage(error);
  // The stack's first line repeats the message: rebuilt from the scrubbed one.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') logged.code = code;
  const sqlState = sqlStateOf(error);
  if (sqlState) logged.sqlState = sqlState;
  for (const field of NAME_FIELDS) {
    const value = (error as unknown as Partial<Record<string, unknown>>)[field];
    if (typeof value === 'string') logged[field] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) logged.cause = serializeError(cause, depth + 1);
  return logged;
}

type LoggedRequest = { method: string; url: string; hostname?: string; remoteAddress?: string };

function serializeRequest(request: { method: string; url: string; hostname?: string; ip?: string }): LoggedRequest {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    ...(request.hostname ? { hostname: request.hostname } : {}),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  };
}

export const LOG_SERIALIZERS = { err: serializeError, error: serializeError, req: serializeRequest };

/**
 * pino options for Fastify: JSON in production (and to a given stream), readable lines in
 * development.
 */
export function loggerOptions(
  config: Pick<Config, 'nodeEnv' | 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const base = { level: config.logLevel, redact: REDACTED_PATHS, serializers: LOG_SERIALIZERS };
  if (stream) return { ...base, stream };
  if (config.nodeEnv === 'production') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
