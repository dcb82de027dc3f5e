import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup (vitest.config.ts): makes the migrated PGlite template (./pglite-template.ts) once before any
 * test file runs, in a child process, so that no test's hook pays for it or waits on a timeout while it is made,
 * and test workers do not make it side by side.
 */
export default async function setup(): Promise<void> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./pglite-template-make.ts', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the PGlite test template could not be made (exit ${code}): ${stderr}`);
}
