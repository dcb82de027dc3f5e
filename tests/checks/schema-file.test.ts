import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generateSchemaSql } from '../../server/db/schema-dump.ts';

describe('server/db/schema.sql', () => {
  it('is the schema the migrations produce now', async () => {
    const expected = await generateSchemaSql();
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    if (checkedIn !== expected) {
      const a = checkedIn.split('\n');
      const b = expected.split('\n');
      const line = b.findIndex((text, i) => text !== a[i]);
      expect.fail(
        `server/db/schema.sql is stale (first difference at line ${line + 1}: ${JSON.stringify(a[line] ?? '')} ` +
          `should be ${JSON.stringify(b[line] ?? '')}): run \`npm run db:schema\` and commit the file`,
      );
    }
  });
});
