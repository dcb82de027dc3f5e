/**
 * Staff accounts for the chat (customer service and others):
 *   npm run im:account -- create <userId> [--nick <nick>] [--avatar <url>] [--password <password>]
 *   npm run im:account -- password <userId> [--password <password>]
 * Without --password a random one is generated and printed once. Uses the same database as the server
 * (DATABASE_URL, or the PGlite folder under DATA_DIR — stop the server first when using PGlite).
 */
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteDirOf } from '../db/index.ts';
import { ID_PATTERN } from '../../protocol/model.ts';
import { generatePassword, upsertStaffAccount } from './accounts.ts';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const [command, userId] = args;
  if ((command !== 'create' && command !== 'password') || !userId || !ID_PATTERN.test(userId)) {
    console.error('usage: npm run im:account -- create <userId> [--nick <nick>] [--avatar <url>] [--password <password>]\n       npm run im:account -- password <userId> [--password <password>]');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  try {
    await database.migrate();
    if (command === 'password') {
      const exists = await database.db.selectFrom('im_account').select('user_id').where('user_id', '=', userId).where('is_staff', '=', true).executeTakeFirst();
      if (!exists) {
        console.error(`no staff account ${userId}`);
        return 1;
      }
    }
    const given = option(args, 'password');
    const password = given ?? generatePassword();
    await upsertStaffAccount(database.db, userId, password, option(args, 'nick') ?? '', option(args, 'avatar') ?? '');
    console.log(command === 'create' ? `staff account ${userId} ready` : `password of ${userId} changed`);
    if (!given) console.log(`password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
