import type { z } from 'zod';

export type ErrorSource = { pointer?: string; parameter?: string; header?: string };

export type ErrorObject = {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
};

/** Dutch titles per HTTP status; `detail` says what exactly went wrong. */
export const STATUS_TITLES: Record<number, string> = {
  400: 'Ongeldig verzoek',
  401: 'Niet ingelogd',
  403: 'Geen toegang',
  404: 'Niet gevonden',
  405: 'Methode niet toegestaan',
  406: 'Niet aanvaardbaar',
  408: 'Verzoek duurde te lang',
  409: 'Conflict',
  410: 'Verlopen',
  413: 'Verzoek te groot',
  414: 'Adres te lang',
  415: 'Niet-ondersteund formaat',
  422: 'Ongeldige invoer',
  429: 'Te veel pogingen',
  431: 'Kopregels te groot',
  500: 'Er ging iets mis',
  503: 'Tijdelijk niet beschikbaar',
};

export function titleFor(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? STATUS_TITLES[500] : STATUS_TITLES[400]) ?? 'Fout';
}

/** An error with a stable code that the error handler turns into a JSON:API error document. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ErrorObject[], headers: Record<string, string> = {}) {
    super(errors[0]?.detail ?? titleFor(status));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export type ErrorInput = {
  status: number;
  code: string;
  detail: string;
  title?: string;
  pointer?: string;
  parameter?: string;
  meta?: Record<string, unknown>;
  headers?: Record<string, string>;
};

function errorObject(input: ErrorInput): ErrorObject {
  const source: ErrorSource | undefined =
    input.pointer !== undefined
      ? { pointer: input.pointer }
      : input.parameter !== undefined
        ? { parameter: input.parameter }
        : undefined;
  return {
    status: String(input.status),
    code: input.code,
    title: input.title ?? titleFor(input.status),
    detail: input.detail,
    ...(source ? { source } : {}),
    ...(input.meta ? { meta: input.meta } : {}),
  };
}

/** Factory for coded errors, e.g. `createError({ status: 422, code: 'x.y', detail: '…', pointer: '/data/attributes/x' })`. */
export function createError(input: ErrorInput): ApiError {
  return new ApiError(input.status, [errorObject(input)], input.headers);
}

export const notFound = (detail = 'Dit item bestaat niet of je hebt er geen toegang toe.') =>
  createError({ status: 404, code: 'not_found', detail });

export const forbidden = (detail = 'Je hebt geen toegang tot deze gegevens.') =>
  createError({ status: 403, code: 'forbidden', detail });

export const unauthenticated = (detail = 'Je bent niet (meer) ingelogd. Log opnieuw in.') =>
  createError({ status: 401, code: 'unauthenticated', detail });

export const badRequest = (detail: string, parameter?: string, code = 'bad_request') =>
  createError({ status: 400, code, detail, ...(parameter !== undefined ? { parameter } : {}) });

/** Turns a JSON path of a Zod issue into a JSON pointer below `prefix`. */
export function pointerFor(prefix: string, path: readonly PropertyKey[]): string {
  const segments = path.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1'));
  return [prefix, ...segments].join('/');
}

/** Zod issues as one 422 with a Dutch detail and a `source.pointer` per issue. */
export function validationError(error: z.ZodError, prefix = '/data/attributes'): ApiError {
  const errors = error.issues.map((issue) =>
    errorObject({
      status: 422,
      code: `validation.${issue.code}`,
      detail: issue.message,
      pointer: pointerFor(prefix, issue.path),
    }),
  );
  return new ApiError(422, errors);
}
