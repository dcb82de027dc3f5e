import { pgliteTemplate } from './pglite-template.ts';

/** `node harness/pglite-template-make.ts`: makes the migrated PGlite template when this machine has none yet. */
const { dir } = await pgliteTemplate();
console.log(dir);
