import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILE, generateSchemaSql } from '../server/db/schema-dump.ts';

/** `npm run db:schema`: writes server/db/schema.sql, the schema every migration produces (see schema-dump.ts). */
await writeFile(SCHEMA_FILE, await generateSchemaSql());
console.log(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
