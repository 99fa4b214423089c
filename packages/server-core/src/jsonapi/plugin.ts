import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { classifyDatabaseError } from '../db/database-errors';
import { type Document, SerializedDocument } from './document';
import { ApiError, type ErrorObject, titleFor, validationError } from './errors';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** How long a client should wait before trying again when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a JSON:API document (or one serialized already) with the JSON:API content type. */
    jsonApi(document: Document | SerializedDocument, status?: number): FastifyReply;
    /** The serialized document this reply sends, if it was given one (compression keeps its bytes there). */
    servedDocument: SerializedDocument | null;
  }
}

/** Dutch details for the framework's own client errors, by Fastify error code. */
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: 'Dit formaat wordt niet ondersteund; stuur application/vnd.api+json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Het verzoek is te groot.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Het verzoek heeft geen inhoud.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'De lengte van het verzoek klopt niet.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Het verzoek bevat geen geldige JSON.' },
  FST_ERR_VALIDATION: { status: 400, detail: 'Het verzoek is ongeldig.' },
  FST_ERR_BAD_URL: { status: 400, detail: 'Het adres is ongeldig: het bevat een onjuist gecodeerd teken.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'Het adres is te lang.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, detail: 'Het verzoek is ongeldig.' },
};

export function errorDocument(status: number, code: string, detail: string): { errors: ErrorObject[] } {
  return { errors: [{ status: String(status), code, title: titleFor(status), detail }] };
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type(JSON_API_MEDIA_TYPE).send({ errors: error.errors });
}

/** Maps every thrown error to a JSON:API error document; only the unforeseen become a 500. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendApiError(reply, error);
  if (error instanceof ZodError) return sendApiError(reply, validationError(error));
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) {
    return reply
      .code(known.status)
      .type(JSON_API_MEDIA_TYPE)
      .send(errorDocument(known.status, fastifyError.code.toLowerCase(), known.detail));
  }
  if (error instanceof SyntaxError || (fastifyError.statusCode === 400 && /JSON/i.test(error.message))) {
    return reply
      .code(400)
      .type(JSON_API_MEDIA_TYPE)
      .send(errorDocument(400, 'invalid_json', 'Het verzoek bevat geen geldige JSON.'));
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply
      .code(status)
      .type(JSON_API_MEDIA_TYPE)
      .send(errorDocument(status, (fastifyError.code ?? 'client_error').toLowerCase(), titleFor(status)));
  }
  const database = classifyDatabaseError(error);
  if (database?.kind === 'unavailable') {
    request.log.error({ err: error, code: 'database_unavailable' }, 'database niet bereikbaar');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type(JSON_API_MEDIA_TYPE)
      .send(
        errorDocument(
          503,
          'database_unavailable',
          'Koers kan de gegevens op dit moment niet bereiken. Probeer het over een halve minuut opnieuw.',
        ),
      );
  }
  if (database?.kind === 'invalid_value') {
    // A value PostgreSQL refused that no schema caught: the request's fault, logged to fix the schema.
    request.log.warn({ err: error, code: 'invalid_value' }, 'waarde geweigerd door de database');
    return reply
      .code(400)
      .type(JSON_API_MEDIA_TYPE)
      .send(errorDocument(400, 'invalid_value', 'Het verzoek bevat een waarde die niet kan worden verwerkt.'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .type(JSON_API_MEDIA_TYPE)
    .send(errorDocument(500, 'internal', 'Er ging iets mis. Probeer het later opnieuw.'));
}

/**
 * JSON:API conventions for one backend: request bodies as `application/vnd.api+json` (plain
 * JSON is accepted too), the JSON:API content type on answers, and one error handler.
 */
export const jsonApiPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    // Fastify reads text/plain as a string by default; no route takes one, so it is a 415 like
    // every other format (a route that takes files sets its own parsers).
    app.removeContentTypeParser('text/plain');
    app.decorateReply('servedDocument', null);
    app.decorateReply(
      'jsonApi',
      function jsonApi(this: FastifyReply, doc: Document | SerializedDocument, status = 200) {
        if (!(doc instanceof SerializedDocument)) return this.code(status).type(JSON_API_MEDIA_TYPE).send(doc);
        this.servedDocument = doc;
        return this.code(status).type(JSON_API_MEDIA_TYPE).send(doc.bytes);
      },
    );
    app.setErrorHandler(handleError);
  },
  { name: 'koers-jsonapi' },
);

/** What Node's HTTP parser refuses before Fastify sees a request, as a JSON:API error. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'headers_too_large',
    detail: 'Het adres of de kopregels van het verzoek zijn te groot.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    detail: 'Het verzoek kwam niet op tijd binnen.',
  },
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers too large, malformed,
 * too slow) is answered on the socket itself, with a JSON:API body like every other error.
 */
export function handleClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: import('node:net').Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? {
    status: 400,
    reason: 'Bad Request',
    code: 'malformed_request',
    detail: 'Het verzoek is onleesbaar.',
  };
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorDocument(known.status, known.code, known.detail));
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: ${JSON_API_MEDIA_TYPE}; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
