import http from 'node:http';

// The load generator of `npm run bench:api`, in its own process so that the server's process
// does nothing but serve: `connections` keep-alive connections, each sending its next request
// when the previous answer is complete, for `seconds` after a warm-up. Prints one JSON line.
export type LoadRequest = {
  url: string;
  headers: Record<string, string>;
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
};

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function run(request: LoadRequest): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.connections });
  const url = new URL(request.url);
  let measuring = false;
  let stopped = false;
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const outgoing = http.get(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: request.headers, agent },
        (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          response.on('end', () => {
            if (measuring) {
              latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
              bytes += size;
              if (response.statusCode !== 200) failures++;
            }
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        if (measuring) failures++;
        resolve();
      });
    });

  const loops = Array.from({ length: request.connections }, async () => {
    while (!stopped) await once();
  });
  await new Promise((resolve) => setTimeout(resolve, request.warmupSeconds * 1000));
  measuring = true;
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, request.seconds * 1000));
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  stopped = true;
  await Promise.all(loops);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    failures,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
  };
}

const input = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
console.log(JSON.stringify(await run(input)));
