import http from 'node:http';
import type net from 'node:net';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; socket: net.Socket };

/**
 * One request over node:http, the answer's bytes as they were sent: unlike fetch it neither adds
 * an Accept-Encoding of its own nor decompresses, which the compression tests need to see.
 */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  /** A keep-alive agent keeps the connection (`socket`) open after the answer. */
  agent?: http.Agent,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, ...(agent ? { agent } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          socket: request.socket as net.Socket,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
