/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`, server/web/plugin.ts) instead of compressing each
 * request again (@fastify/compress, brotli quality 4: about 30 ms of server CPU per home page load, and bigger
 * files). HTML documents are left out: the server renders or rewrites them (fresh pages, per-document
 * Content-Security-Policy headers). A copy that would not be smaller is not written.
 *
 * Run by `npm run build` after every front end is built: `node scripts/precompress.ts [folder…]` (default: the
 * folders the server serves files from, dist/site, dist/widget, dist/demo and dist/console; not the server bundle).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Same threshold as the server's on-the-fly compression (server/app.ts). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const COPIES = ['.br', '.gz'] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes (or removes, when not worth it) the compressed copies of one file; the bytes written. */
async function precompressFile(path: string): Promise<number> {
  const source = await readFile(path);
  const copies: Record<(typeof COPIES)[number], Buffer> = {
    '.br': await brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    '.gz': await gz(source, { level: 9 }),
  };
  let written = 0;
  for (const ext of COPIES) {
    const copy = copies[ext];
    if (copy.length < source.length) {
      await writeFile(path + ext, copy);
      written += copy.length;
    } else await rm(path + ext, { force: true });
  }
  return written;
}

/** Precompresses the text assets under `dir`, two at a time (the bench and CI machines have 2 cores). */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number }> {
  const all = await filesUnder(dir);
  const queue: string[] = [];
  for (const path of all) {
    if (!COMPRESSIBLE.test(path)) continue;
    const size = (await readFile(path)).length;
    if (size >= MIN_BYTES) queue.push(path);
    else for (const ext of COPIES) await rm(path + ext, { force: true });
  }
  let bytes = 0;
  const files = queue.length;
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) bytes += await precompressFile(path);
  };
  await Promise.all([worker(), worker()]);
  return { files, bytes };
}

if (import.meta.main) {
  const dist = join(import.meta.dirname, '../dist');
  const dirs = process.argv.slice(2);
  for (const dir of dirs.length ? dirs : ['site', 'widget', 'demo', 'console'].map((name) => join(dist, name))) {
    const started = Date.now();
    const { files, bytes } = await precompressDir(dir);
    console.log(`precompressed ${files} files under ${dir} (${Math.round(bytes / 1024)} KB of .br and .gz) in ${Date.now() - started} ms`);
  }
}
