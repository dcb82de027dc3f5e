import net from 'node:net';

/**
 * A lean closed-loop HTTP/1.1 load generator: `connections` keep-alive sockets, each sending its next request
 * when the last answered. Requests are encoded once per distinct request and written as bytes; responses are
 * framed by Content-Length (or chunked encoding) without node:http, so the generator spends little CPU per
 * request and measures the server rather than itself. Latency is from write to the last byte of the response.
 */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time this process used during the run, as a share of one core (0-1+). */
  cpu: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

function encode(host: string, req: LoadRequest): Buffer {
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  let head = `${req.method} ${req.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  if (body) head += `content-type: application/json\r\ncontent-length: ${body.length}\r\n`;
  for (const [k, v] of Object.entries(req.headers ?? {})) head += `${k}: ${v}\r\n`;
  const headBytes = Buffer.from(`${head}\r\n`);
  return body ? Buffer.concat([headBytes, body]) : headBytes;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Where the response starting at `buf[0]` ends, with its status; null while incomplete. Handles
 * Content-Length and chunked bodies (no trailers), which is all the server sends.
 */
export function responseEnd(buf: Buffer): { end: number; status: number } | null {
  const headerEnd = buf.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buf.toString('latin1', 0, headerEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const lengthAt = head.indexOf('\r\ncontent-length:');
  if (lengthAt >= 0) {
    const length = parseInt(head.slice(lengthAt + 17, head.indexOf('\r\n', lengthAt + 2) >>> 0), 10);
    const end = bodyStart + length;
    return buf.length >= end ? { end, status } : null;
  }
  if (head.includes('\r\ntransfer-encoding: chunked')) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buf.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      at = lineEnd + 2 + size + 2;
      if (buf.length < at) return null;
      if (size === 0) return { end: at, status };
    }
  }
  return { end: bodyStart, status };
}

export async function runLoad(
  baseUrl: string,
  next: (i: number) => LoadRequest,
  connections: number,
  durationMs: number,
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const host = url.host;
  const encoded = new Map<string, Buffer>();
  const bytesOf = (req: LoadRequest) => {
    const key = `${req.method} ${req.path} ${req.body ?? ''} ${JSON.stringify(req.headers ?? {})}`;
    let bytes = encoded.get(key);
    if (!bytes) encoded.set(key, (bytes = encode(host, req)));
    return bytes;
  };
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let errors = 0;
  let counter = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationMs;

  const record = (ms: number) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = ms;
  };

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      let pending: Buffer | null = null;
      let t0 = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        socket.destroy();
        resolve();
      };
      const send = () => {
        if (performance.now() >= deadline) return finish();
        t0 = performance.now();
        socket.write(bytesOf(next(counter++)));
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        const framed = responseEnd(pending);
        if (!framed) return;
        const now = performance.now();
        if (framed.status === 200) record(now - t0);
        else errors++;
        pending = framed.end < pending.length ? pending.subarray(framed.end) : null;
        send();
      });
      socket.on('error', () => {
        errors++;
        finish();
      });
      socket.on('close', finish);
    });

  await Promise.all(Array.from({ length: connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const sorted = latencies.subarray(0, count).sort();
  const at = (q: number) => (count ? sorted[Math.min(count - 1, Math.floor(q * count))]! : NaN);
  return {
    requests: count,
    errors,
    seconds,
    perSecond: count / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: count ? sorted[count - 1]! : NaN,
    cpu: (used.user + used.system) / 1e6 / seconds,
  };
}
