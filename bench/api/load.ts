import http from 'node:http';

/** A small closed-loop HTTP load generator: `connections` keep-alive sockets, each sending its next request when the last answered. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export async function runLoad(baseUrl: string, next: (i: number) => LoadRequest, connections: number, durationMs: number): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const one = (req: LoadRequest) =>
    new Promise<number>((resolve) => {
      const t0 = performance.now();
      const r = http.request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, agent, headers: { ...(req.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(req.body) } : {}), ...req.headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - t0 : -1));
        },
      );
      r.on('error', () => resolve(-1));
      if (req.body) r.write(req.body);
      r.end();
    });

  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const ms = await one(next(counter++));
      if (ms < 0) errors++;
      else latencies.push(ms);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, seconds, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? NaN };
}
