import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { checkStaffPassword } from '../../../server/messaging/people/accounts.ts';

/** `npm run im:account`: the password rules, and the database the server would use (DATABASE_SCHEMA too). */
function cli(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['server/messaging/people/account-cli.ts', ...args], {
    env: { ...inherited, LANG: 'C.UTF-8', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const STRONG = 'Harbour-Lantern-7-Tide';

describe('im:account', () => {
  it('refuses weak passwords, in English or Chinese, and creates nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'im-cli-'));
    try {
      const env = { DATA_DIR: dataDir };
      const short = cli(['create', 'desk_9', '--password', 'secret'], env);
      expect(short.status).toBe(2);
      expect(short.stderr).toContain('The password must have at least 12 characters');
      const common = cli(['create', 'desk_9', '--password', 'Password2024!'], { ...env, LANG: 'zh_CN.UTF-8' });
      expect(common.status).toBe(2);
      expect(common.stderr).toContain('密码过于常见');
      expect(cli(['create', 'desk_9', '--password', 'desk_9-harbour-lantern'], env).stderr).toContain('must not contain the user ID');
      const created = cli(['create', 'desk_9', '--password', STRONG], env);
      expect(created.status, created.stderr).toBe(0);
      const weakChange = cli(['password', 'desk_9', '--password', 'abcabcabcabc'], env);
      expect(weakChange.status).toBe(2);
      const generated = cli(['password', 'desk_9'], env);
      expect(generated.status, generated.stderr).toBe(0);
      const password = /password: (\S+)/.exec(generated.stdout)?.[1];
      expect(password).toBeTruthy();
      const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      try {
        expect(await checkStaffPassword(database.db, 'desk_9', password!)).toBe('ok');
        expect(await checkStaffPassword(database.db, 'desk_9', STRONG)).toBe('wrong');
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('writes to the DATABASE_SCHEMA the server uses', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = uniqueSchema();
    try {
      const run = cli(['create', 'desk_8', '--password', STRONG], { DATABASE_URL: url, DATABASE_SCHEMA: schema });
      expect(run.status, run.stderr).toBe(0);
      const database = await openDatabase({ databaseUrl: url, schema, poolSize: 1 });
      try {
        // the account is in the schema itself, not in public (which search_path would also find)
        const row = await database.db
          .withSchema(schema)
          .selectFrom('im_account')
          .select(['user_id', 'is_staff'])
          .where('user_id', '=', 'desk_8')
          .executeTakeFirst();
        expect(row).toEqual({ user_id: 'desk_8', is_staff: true });
        expect(await checkStaffPassword(database.db, 'desk_8', STRONG)).toBe('ok');
      } finally {
        await database.close();
      }
    } finally {
      await dropSchema(url, schema);
    }
  });
});
