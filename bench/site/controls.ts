/**
 * Control loads for bench:site (`--controls`): what the machine gives a page that does next to nothing, and what the
 * site's pages score without their scripts. Together with the pages as served they tell how much of a missed
 * target is the machine (Lighthouse, Chromium's processes and the page sharing its cores), how much the prerendered
 * page's own first render, and how much its scripts.
 *
 * A proxy on loopback in front of the site's server: `/__control/blank` is a minimal valid page (one heading, one
 * paragraph, no image, no script); `/__control/no-scripts/<path>` is the site's page at `<path>` without its script
 * loader (site/src/ssr/script-loader.ts `withoutScriptLoader`), so it is the prerendered document, its styles and
 * images only; every other request goes to the site's server as it is.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import { withoutScriptLoader } from '../../site/src/ssr/script-loader.ts';

export const BLANK_PATH = '/__control/blank';
const NO_SCRIPTS = '/__control/no-scripts';

const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title>
<meta name="description" content="A page that does next to nothing, to measure the machine."></head>
<body><main><h1>Control page</h1><p>One heading and one paragraph, no image and no script.</p></main></body></html>`;

/** The control path of a site page without its scripts. */
export function noScriptsPath(path: string): string {
  return `${NO_SCRIPTS}${path}`;
}

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the control proxy in front of the site's server at `siteUrl`, in a worker thread: bench:site runs
 * Lighthouse with spawnSync, which blocks this thread's event loop for the whole load.
 */
export async function startControlServer(siteUrl: string): Promise<ControlServer> {
  const worker = new Worker(new URL('./control-worker.ts', import.meta.url), { workerData: { siteUrl } });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { url: string }) => resolve(message.url));
    worker.once('error', reject);
  });
  return { url, close: () => worker.terminate().then(() => undefined) };
}

/** The control proxy itself, on loopback; its address. */
export async function serveControls(siteUrl: string): Promise<string> {
  const server = createServer((req, res) => {
    handle(siteUrl, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function handle(siteUrl: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  if (url === BLANK_PATH) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(BLANK_PAGE);
    return;
  }
  const page = url.startsWith(`${NO_SCRIPTS}/`) ? url.slice(NO_SCRIPTS.length) : null;
  const headers = { ...req.headers, host: new URL(siteUrl).host };
  if (page === null) {
    // everything else byte for byte, compressed as the server sent it
    const upstream = await forward(siteUrl, url, req.method ?? 'GET', headers, req);
    res.writeHead(upstream.statusCode ?? 502, upstream.headers);
    upstream.pipe(res);
    return;
  }
  const acceptsBrotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  delete headers['accept-encoding'];
  const upstream = await forward(siteUrl, page, 'GET', headers);
  const chunks: Buffer[] = [];
  for await (const chunk of upstream) chunks.push(chunk as Buffer);
  const html = Buffer.from(withoutScriptLoader(Buffer.concat(chunks).toString('utf8')));
  const out = { ...upstream.headers };
  // the page's Content-Security-Policy names the loader's hash; the document left has no script to run
  delete out['content-security-policy'];
  delete out['content-length'];
  delete out['transfer-encoding'];
  // compressed as the server compresses its documents (brotli quality 4), so the transfer is timed alike
  const body = acceptsBrotli ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : html;
  if (acceptsBrotli) out['content-encoding'] = 'br';
  out['content-length'] = String(body.length);
  res.writeHead(upstream.statusCode ?? 502, out);
  res.end(body);
}

/** Sends the request on to the site's server, with `body` (the visitor's request) piped through when given. */
function forward(
  siteUrl: string,
  path: string,
  method: string,
  headers: IncomingHttpHeaders,
  body?: IncomingMessage,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = request(`${siteUrl}${path}`, { method, headers }, resolve);
    upstream.on('error', reject);
    if (body) body.pipe(upstream);
    else upstream.end();
  });
}
