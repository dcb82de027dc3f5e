import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/index.ts';

/** `npm run im:account -- create <id> --role <role>` gives the account its console role; a wrong role is refused. */
function cli(args: string[], dataDir: string) {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  return spawnSync(process.execPath, ['server/messaging/people/account-cli.ts', ...args], {
    env: { ...inherited, LANG: 'C.UTF-8', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('im:account --role', () => {
  it('sets the console role of a created account, refuses unknown roles', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'im-cli-role-'));
    try {
      const bad = cli(['create', 'hr_1', '--role', 'boss'], dataDir);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--role is one of admin, editor, recruiter, sales, agent');
      const made = cli(['create', 'hr_1', '--role', 'recruiter', '--password', 'Harbour-Lantern-7-Tide'], dataDir);
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toContain('staff account hr_1 ready (console role recruiter)');
      const plain = cli(['create', 'desk_1', '--password', 'Harbour-Lantern-7-Tide'], dataDir);
      expect(plain.status, plain.stderr).toBe(0);
      const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      try {
        const rows = await database.db.selectFrom('console_staff').select(['user_id', 'role']).execute();
        expect(rows).toEqual([{ user_id: 'hr_1', role: 'recruiter' }]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
