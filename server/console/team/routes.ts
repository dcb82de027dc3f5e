import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { DEFAULT_STAFF_ROLE, STAFF_ROLES, isStaffRole } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { generatePassword, upsertStaffAccount } from '../../messaging/people/accounts.ts';
import type { Credentials } from '../../messaging/people/credentials.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem, passwordProblemText } from '../../messaging/people/password-rules.ts';
import type { Locale } from '../../../common/locale.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { endSessions } from '../auth/sessions.ts';
import { consoleText } from '../texts.ts';
import { setStaffRole } from './store.ts';

export interface WireStaffMember {
  userId: string;
  nick: string;
  role: StaffRole;
  disabled: boolean;
}

const role = { type: 'string', enum: [...STAFF_ROLES] } as const;
const nick = { type: 'string', maxLength: 64 } as const;
const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: ID_PATTERN.source } },
} as const;

function checkPassword(locale: Locale, given: string | undefined, userId: string): string {
  if (given === undefined) return generatePassword(userId);
  const problem = passwordProblem(given, userId);
  if (problem) {
    const message = passwordProblemText(locale, problem);
    throw new ApiError(400, message, [{ field: 'password', message }]);
  }
  return given;
}

async function member(db: Kysely<Database>, userId: string): Promise<WireStaffMember | null> {
  const list = await members(db, userId);
  return list[0] ?? null;
}

async function members(db: Kysely<Database>, userId?: string): Promise<WireStaffMember[]> {
  let query = db
    .selectFrom('im_account as a')
    .leftJoin('console_staff as c', 'c.user_id', 'a.user_id')
    .select(['a.user_id', 'a.nick', 'c.role', 'c.disabled'])
    .where('a.is_staff', '=', true)
    .orderBy('a.user_id');
  if (userId) query = query.where('a.user_id', '=', userId);
  const rows = await query.execute();
  return rows.map((r) => ({
    userId: r.user_id,
    nick: r.nick,
    role: isStaffRole(r.role) ? r.role : DEFAULT_STAFF_ROLE,
    disabled: r.disabled ?? false,
  }));
}

/**
 * Team (issue #16.5), admins only: staff accounts with their role, creation (the password given or generated and
 * shown once), role and nick changes, disabling (ends the account's sessions), password resets.
 */
export function teamRoutes(app: FastifyInstance, db: Kysely<Database>, credentials: Credentials): void {
  app.get('/team', async (request) => {
    requireRight(request, 'team');
    return ok(await members(db));
  });

  app.post<{ Body: { userId: string; nick?: string; role: StaffRole; password?: string } }>(
    '/team',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'role'],
          additionalProperties: false,
          properties: { userId: { type: 'string', pattern: ID_PATTERN.source }, nick, role, password },
        },
      },
    },
    async (request) => {
      const admin = requireRight(request, 'team');
      const locale = requestLocale(request);
      const { userId, role: newRole } = request.body;
      const taken = await db.selectFrom('im_account').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      if (taken)
        throw new ApiError(409, consoleText(locale, 'accountExists'), [{ field: 'userId', message: consoleText(locale, 'accountExists') }]);
      const given = request.body.password;
      const chosen = checkPassword(locale, given, userId);
      await upsertStaffAccount(db, userId, chosen, request.body.nick?.trim() || userId);
      await setStaffRole(db, userId, { role: newRole });
      await audit(db, admin.userId, 'team.create', userId, { role: newRole });
      return ok({ member: await member(db, userId), password: given === undefined ? chosen : null });
    },
  );

  app.patch<{ Params: { userId: string }; Body: { role?: StaffRole; disabled?: boolean; nick?: string } }>(
    '/team/:userId',
    {
      schema: {
        params: userParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { role, disabled: { type: 'boolean' }, nick } },
      },
    },
    async (request) => {
      const admin = requireRight(request, 'team');
      const locale = requestLocale(request);
      const { userId } = request.params;
      const current = await member(db, userId);
      if (!current) throw new ApiError(404, consoleText(locale, 'notFound'));
      const { role: newRole, disabled, nick: newNick } = request.body;
      const changesAccess = (newRole !== undefined && newRole !== current.role) || disabled === true;
      if (userId === admin.userId && changesAccess) throw new ApiError(400, consoleText(locale, 'notOwnAccount'));
      const ends = disabled === true || (newRole !== undefined && newRole !== current.role);
      const epoch = await db.transaction().execute(async (trx) => {
        await setStaffRole(trx, userId, { role: newRole ?? current.role, disabled: disabled ?? current.disabled });
        if (newNick !== undefined)
          await trx.updateTable('im_account').set({ nick: newNick.trim() }).where('user_id', '=', userId).execute();
        await audit(trx, admin.userId, 'team.update', userId, {
          from: { role: current.role, disabled: current.disabled },
          to: request.body,
        });
        if (!ends) return null;
        // disabled or given another role: console sessions and chat signatures end with it
        await endSessions(trx, userId);
        return credentials.revoke(userId, trx);
      });
      // after the commit: the account's open chat sockets close on every instance
      if (epoch !== null) credentials.endSessions(userId, epoch, disabled ? 'disabled' : 'revoked');
      return ok(await member(db, userId));
    },
  );

  app.post<{ Params: { userId: string }; Body: { password?: string } }>(
    '/team/:userId/password',
    { schema: { params: userParams, body: { type: 'object', additionalProperties: false, properties: { password } } } },
    async (request) => {
      const admin = requireRight(request, 'team');
      const locale = requestLocale(request);
      const { userId } = request.params;
      if (!(await member(db, userId))) throw new ApiError(404, consoleText(locale, 'notFound'));
      const given = request.body?.password;
      const chosen = checkPassword(locale, given, userId);
      await upsertStaffAccount(db, userId, chosen);
      await endSessions(db, userId);
      await credentials.revokeAndEnd(userId, 'revoked');
      await audit(db, admin.userId, 'team.resetPassword', userId);
      return ok({ password: given === undefined ? chosen : null });
    },
  );
}
