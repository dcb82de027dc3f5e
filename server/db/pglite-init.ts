import { createPglite } from './pglite-open.ts';

/** `node server/db/pglite-init.ts <dir>`: creates a new PGlite database in `dir` and exits (see pglite-open.ts). */
const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-init.ts <dir>');
const pglite = await createPglite(dir);
await pglite.close();
