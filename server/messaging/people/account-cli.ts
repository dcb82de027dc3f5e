/**
 * Staff accounts for the chat (customer service and others):
 *   npm run im:account -- create <userId> [--nick <nick>] [--avatar <url>] [--password <password>] [--role <role>]
 *   npm run im:account -- password <userId> [--password <password>]
 * --role sets the staff console role (admin, editor, recruiter, sales, agent; common/console/roles.ts); an account
 * created without it answers conversations only (agent), and the first service account is the console's first admin.
 * Without --password a random one is generated and printed once. A given password must pass the password rules
 * (password-rules.ts: at least 12 characters, not a common one, not containing the user ID); the refusal is in
 * Chinese when LANG starts with zh, else in English. Uses the same database as the server (DATABASE_URL and
 * DATABASE_SCHEMA, or the PGlite folder under DATA_DIR — stop the server first when using PGlite).
 */
import type { Locale } from '../../../common/locale.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/index.ts';
import { databaseOptionsOf } from '../../db/options.ts';
import { ID_PATTERN, isAvatarUrl } from '../../../protocol/model.ts';
import { translate } from '../../i18n/messages.ts';
import { generatePassword, upsertStaffAccount } from './accounts.ts';
import { passwordProblem, passwordProblemText } from './password-rules.ts';
import { raiseSigEpoch } from './credentials.ts';
import { STAFF_ROLES, isStaffRole } from '../../../common/console/roles.ts';
import { setStaffRole } from '../../console/team/store.ts';
import { endSessions } from '../../console/auth/sessions.ts';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function cliLocale(env: NodeJS.ProcessEnv): Locale {
  return /^zh/i.test(env.LC_ALL || env.LC_MESSAGES || env.LANG || '') ? 'zh_CN' : 'en_US';
}

async function main(args: string[]): Promise<number> {
  const [command, userId] = args;
  if ((command !== 'create' && command !== 'password') || !userId || !ID_PATTERN.test(userId)) {
    console.error(
      `usage: npm run im:account -- create <userId> [--nick <nick>] [--avatar <url>] [--password <password>] [--role ${STAFF_ROLES.join('|')}]\n       npm run im:account -- password <userId> [--password <password>]`,
    );
    return 2;
  }
  const role = option(args, 'role');
  if (role !== undefined && (command !== 'create' || !isStaffRole(role))) {
    console.error(`--role is one of ${STAFF_ROLES.join(', ')} (with create)`);
    return 2;
  }
  const given = option(args, 'password');
  const problem = given === undefined ? null : passwordProblem(given, userId);
  if (problem) {
    console.error(passwordProblemText(cliLocale(process.env), problem));
    return 2;
  }
  const avatar = option(args, 'avatar');
  if (avatar !== undefined && !isAvatarUrl(avatar)) {
    console.error(translate(cliLocale(process.env), 'im.badAvatar', { field: '--avatar' }));
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ ...databaseOptionsOf(config), poolSize: 2 });
  try {
    await database.migrate();
    if (command === 'password') {
      const exists = await database.db
        .selectFrom('im_account')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('is_staff', '=', true)
        .executeTakeFirst();
      if (!exists) {
        console.error(`no staff account ${userId}`);
        return 1;
      }
    }
    const password = given ?? generatePassword(userId);
    // a new password (or an account becoming staff) ends the chat signatures issued before
    const before = await database.db.selectFrom('im_account').select('is_staff').where('user_id', '=', userId).executeTakeFirst();
    await upsertStaffAccount(database.db, userId, password, option(args, 'nick') ?? '', avatar ?? '');
    if (isStaffRole(role)) await setStaffRole(database.db, userId, { role });
    if (command === 'password') await endSessions(database.db, userId); // console sign-ins with the old password end
    if (before) await raiseSigEpoch(database.db, userId);
    console.log(
      command === 'create' ? `staff account ${userId} ready${role ? ` (console role ${role})` : ''}` : `password of ${userId} changed`,
    );
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
