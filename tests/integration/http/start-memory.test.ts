import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../harness/server-process.ts';
import type { ServerProcess } from '../../../harness/server-process.ts';

/**
 * The embedded default fits a small VM: the real server process on PGlite with a new DATA_DIR (its first start,
 * initdb included) is below 300 MB resident once /api/health answers, and has never been above it.
 * Measured: ~265 MB with the `serve` script's `--max-semi-space-size=16` (without it, ~300 MB on a 24 GB machine,
 * whose memory V8 sizes the young generation from); server/db/pglite-open.ts says where the rest went; README
 * "Configuration".
 */
const BOUND_MB = 300;

async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

describe.runIf(process.platform === 'linux')('server start-up memory on PGlite', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it(`stays below ${BOUND_MB} MB resident`, { timeout: 90_000 }, async () => {
    server = await startServerProcess({}, { newDatabase: true });
    const { rssMb, peakMb } = await memoryOf(server.child.pid!);
    expect(rssMb, `RSS ${rssMb} MB after start`).toBeLessThan(BOUND_MB);
    expect(peakMb, `peak RSS ${peakMb} MB during start`).toBeLessThan(BOUND_MB);
  });
});
