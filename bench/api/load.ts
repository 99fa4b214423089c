import fs from 'node:fs';
import net from 'node:net';

// The load generator of `npm run bench:api`, in its own process so that the server's process
// does nothing but serve: `connections` keep-alive connections, each sending its next request
// when the previous answer is complete, for `seconds` after a warm-up. Prints one JSON line.
//
// It speaks HTTP/1.1 on plain sockets, as wrk and autocannon do: the request is one prepared
// buffer, and of the answer it reads only the status and `content-length`. Node's own HTTP
// client took about as much CPU per request as the server's ceiling, on the same two cores.
export type LoadRequest = {
  url: string;
  headers: Record<string, string>;
  /**
   * A JSON file of asks (`{ path, headers }` on the host of `url`) sent in turn instead of `url`,
   * each once: the mixed scenarios. Past the last one it starts again and counts repeats.
   */
  asksFile?: string;
  /** How many asks at the start of `asksFile` earlier runs used: this run starts after them. */
  skip?: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

export type LoadResult = {
  requests: number;
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  /** Requests sent, warm-up included: how many asks of `asksFile` this run used. */
  sent: number;
  /** Asks of `asksFile` sent a second time because the file ran out (0 in a fair run). */
  repeats: number;
};

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** One keep-alive connection sending the same request again as soon as each answer is complete. */
function connection(
  url: URL,
  nextRequest: () => Buffer,
  onAnswer: (status: number, bytes: number, started: bigint) => void,
  onFailure: () => void,
) {
  let stopped = false;
  let socket: net.Socket;
  let pending: Buffer = Buffer.alloc(0);
  let started = 0n;
  /** A request is on its way and its answer not yet complete. */
  let waiting = false;
  let drained: (() => void) | null = null;

  function send() {
    if (stopped) {
      drained?.();
      return;
    }
    const request = nextRequest();
    started = process.hrtime.bigint();
    waiting = true;
    socket.write(request);
  }

  function open() {
    pending = Buffer.alloc(0);
    socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true }, send);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = pending.subarray(0, headerEnd).toString('latin1');
      const length = CONTENT_LENGTH.exec(head);
      if (!length) {
        // Every answer measured here has a length; one without cannot be delimited.
        onFailure();
        socket.destroy();
        return;
      }
      const total = headerEnd + HEADER_END.length + Number(length[1]);
      if (pending.length < total) return;
      const status = Number(head.slice(9, 12));
      pending = pending.subarray(total);
      waiting = false;
      onAnswer(status, total, started);
      send();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      waiting = false;
      if (stopped) {
        drained?.();
        return;
      }
      onFailure();
      open();
    });
  }

  open();
  return {
    /**
     * Sends nothing more and waits for the answer on its way (at most `graceMs`), so that the
     * server is left with no request in flight when the run ends: closing it then would let those
     * requests meet a closed database pool ('database niet bereikbaar').
     */
    async stop(graceMs: number) {
      stopped = true;
      if (waiting) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      }
      socket.destroy();
    },
  };
}

async function run(input: LoadRequest): Promise<LoadResult> {
  const url = new URL(input.url);
  const requestOf = (pathAndQuery: string, headers: Record<string, string>) => {
    const headerLines = Object.entries({ host: url.host, connection: 'keep-alive', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return Buffer.from(`GET ${pathAndQuery} HTTP/1.1\r\n${headerLines}\r\n`, 'latin1');
  };
  const asks = input.asksFile
    ? (
        JSON.parse(fs.readFileSync(input.asksFile, 'utf8')) as Array<{ path: string; headers: Record<string, string> }>
      ).slice(input.skip ?? 0)
    : null;
  // Prepared before the clock starts, so that making them costs the load nothing.
  const requests = asks
    ? asks.map((ask) => requestOf(ask.path, ask.headers))
    : [requestOf(`${url.pathname}${url.search}`, input.headers)];
  let sent = 0;
  let repeats = 0;
  const nextRequest = () => {
    if (asks && sent >= requests.length) repeats++;
    return requests[sent++ % requests.length] as Buffer;
  };
  let measuring = false;
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;

  const connections = Array.from({ length: input.connections }, () =>
    connection(
      url,
      nextRequest,
      (status, size, started) => {
        if (!measuring) return;
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        bytes += size;
        if (status !== 200) failures++;
      },
      () => {
        if (measuring) failures++;
      },
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, input.warmupSeconds * 1000));
  measuring = true;
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, input.seconds * 1000));
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await Promise.all(connections.map((each) => each.stop(30_000)));
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    failures,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    sent,
    repeats,
  };
}

const input = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
console.log(JSON.stringify(await run(input)));
