import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers go as they are: below this compression saves a packet at most. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** What may be compressed: text, JSON:API, scripts; never images, uploads or what is compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:vnd\.api\+json|json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer in for an Accept-Encoding header: brotli before gzip when both are
 * equally welcome, nothing when neither is (absent, `identity`, or q=0). `*` stands for both.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: { encoding: Encoding; q: number } | null = null;
  const explicit = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.trim().split(';');
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    explicit.set(token.trim(), Number.isFinite(q) ? q : 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = explicit.get(encoding) ?? explicit.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Adds accept-encoding to Vary without repeating it or overriding `*`. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*') || names.includes('accept-encoding')) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/**
 * Up to this size an answer is compressed on the event loop (at most about half a millisecond):
 * on the thread pool a 32 KB page cost 0.43–0.52 ms of CPU against 0.24–0.29 ms in place, the
 * stream and the hop costing more than the compressing (docs/benchmarks.md, issue 40.2).
 */
export const COMPRESS_IN_PLACE_BYTES = 64 * 1024;

const brotliOptions = (body: Buffer) => ({
  params: {
    // Quality 3 of 11 for answers made per request: of a 15 KB explorer page 0.09 ms of CPU against
    // 0.15 at quality 4, for 2 % more bytes (docs/benchmarks.md, issue 40.2); built files get 11.
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const GZIP_OPTIONS = { level: 6 };

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length > COMPRESS_IN_PLACE_BYTES) {
    return encoding === 'br' ? brotli(body, brotliOptions(body)) : gzipAsync(body, GZIP_OPTIONS);
  }
  try {
    return Promise.resolve(
      encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, GZIP_OPTIONS),
    );
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The payload compressed; for a serialized document that may be sent again (kept with its page),
 * compressed once per encoding and kept with it.
 */
function compressOnce(reply: FastifyReply, payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const served = reply.servedDocument;
  const body = () => (typeof payload === 'string' ? Buffer.from(payload) : payload);
  if (!served || served.bytes !== payload) return compress(body(), encoding);
  const kept = served.compressed.get(encoding);
  if (kept) return kept;
  const compressed = compress(body(), encoding);
  served.compressed.set(encoding, compressed);
  compressed.catch(() => served.compressed.delete(encoding));
  return compressed;
}

/**
 * Compresses answers on the fly: JSON:API documents, index.html and other text that is already
 * whole in memory (Fastify has serialized it by onSend) and at least COMPRESSION_THRESHOLD_BYTES
 * long. Streams (files, downloads) pass untouched; the built web assets come precompressed from
 * the build (@fastify/static `preCompressed`). One-shot zlib, no stream per answer: in place for
 * a page (COMPRESS_IN_PLACE_BYTES), on the thread pool for anything larger.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return payload;
    // The answer depends on the header from here on, also when this one goes uncompressed.
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // A string is never longer in characters than in UTF-8 bytes: a long one needs no counting.
    const bytes =
      typeof payload !== 'string'
        ? payload.length
        : payload.length >= COMPRESSION_THRESHOLD_BYTES
          ? payload.length
          : Buffer.byteLength(payload);
    if (bytes < COMPRESSION_THRESHOLD_BYTES) return payload;
    const compressed = await compressOnce(reply, payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // A strong validator names exact bytes, which differ per encoding.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.endsWith('"') && !etag.startsWith('W/')) {
      reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
    }
    return compressed;
  });
}
