import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../../common/locale.ts';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { rightsOf } from '../../../common/console/roles.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { checkStaffPassword, upsertStaffAccount } from '../../messaging/people/accounts.ts';
import type { Credentials } from '../../messaging/people/credentials.ts';
import type { StaffPasswordVerdict } from '../../messaging/people/accounts.ts';
import { PASSWORD_MAX_LENGTH, passwordProblem, passwordProblemText } from '../../messaging/people/password-rules.ts';
import { staffSignInGuards } from '../../messaging/people/sign-in-guards.ts';
import { audit } from '../audit/log.ts';
import { consoleText } from '../texts.ts';
import { checkOrigin, staffOf } from './guard.ts';
import { clearSessionCookie, createSession, deleteSession, endSessions, findSession, setSessionCookie } from './sessions.ts';
import type { StaffSession } from './sessions.ts';

export interface AuthOptions {
  db: Kysely<Database>;
  sessionTtlMs: number;
  /** The staff sign-in rules (config.im.staffLogin): the same back-off instance as POST /im/staff/login. */
  staffLogin: { maxFailures: number; lockSeconds: number };
  /** Chat signatures, revoked with a password change (messaging/people/credentials.ts). */
  credentials: Credentials;
  /** The site's configured public origins (consoleOrigins in ../plugin.ts); empty: the Host header's. */
  publicOrigins: readonly string[];
}

const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

function waitText(locale: Locale, seconds: number): string {
  return seconds < 60
    ? translate(locale, 'im.staff.seconds', { n: seconds })
    : translate(locale, 'im.staff.minutes', { n: Math.ceil(seconds / 60) });
}

function tooMany(reply: FastifyReply, retryAfter: number, message: string): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfter)).send({ code: 429, msg: message, data: null });
}

/** What the console learns about its user: who, which role and rights, and the CSRF token of the session. */
function me(staff: Pick<StaffSession, 'userId' | 'nick' | 'role' | 'csrf'>) {
  return { userId: staff.userId, nick: staff.nick, role: staff.role, rights: rightsOf(staff.role), csrf: staff.csrf };
}

/**
 * Console sign-in, session, sign-out and password change. Sign-in shares the staff back-off and the bound on
 * password checks with POST /im/staff/login (messaging/people/sign-in-guards.ts).
 */
export function authRoutes(app: FastifyInstance, opts: AuthOptions): void {
  const { db } = opts;
  const { limits, slots } = staffSignInGuards(opts.staffLogin);

  /** A password check in a slot; null when too many wait. */
  async function check(userId: string, given: string): Promise<StaffPasswordVerdict | null> {
    const run = slots.run(() => checkStaffPassword(db, userId, given));
    return run ? await run : null;
  }

  app.post<{ Body: { userId: string; password: string } }>(
    '/session',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'password'],
          additionalProperties: false,
          properties: { userId: { type: 'string', pattern: ID_PATTERN.source }, password },
        },
      },
    },
    async (request, reply) => {
      checkOrigin(request, opts.publicOrigins);
      const { userId } = request.body;
      const locale = requestLocale(request);
      const verdict = limits.begin(request.ip, userId);
      if (!verdict.ok) {
        const key = verdict.who === 'ip' ? 'im.staff.tooManyFromIp' : 'im.staff.tooManyForAccount';
        return tooMany(reply, verdict.retryAfter, translate(locale, key, { wait: waitText(locale, verdict.retryAfter) }));
      }
      const { attempt } = verdict;
      let outcome: StaffPasswordVerdict | null;
      try {
        outcome = await check(userId, request.body.password);
      } catch (err) {
        attempt.abandoned();
        throw err;
      }
      if (outcome === null) {
        attempt.abandoned();
        return tooMany(reply, 1, translate(locale, 'im.staff.busy'));
      }
      if (outcome !== 'ok') {
        // a refusal either way (a disabled account's right password clears no back-off); only the right password
        // learns that the account is disabled, a wrong one gets the ordinary answer (checkStaffPassword)
        attempt.failed();
        if (outcome === 'disabled') throw new ApiError(403, translate(locale, 'im.error.70051'));
        throw new ApiError(401, translate(locale, 'im.staff.loginFailed'));
      }
      attempt.succeeded();
      const { token } = await createSession(db, userId, opts.sessionTtlMs);
      await audit(db, userId, 'session.signIn', userId, { ip: request.ip });
      setSessionCookie(reply, token, opts.sessionTtlMs);
      const session = await findSession(db, token);
      if (!session) throw new ApiError(401, translate(locale, 'im.staff.loginFailed'));
      return ok(me(session));
    },
  );

  app.get('/session', (request, reply) => reply.send(ok(me(staffOf(request)))));

  app.delete('/session', async (request, reply) => {
    const staff = staffOf(request);
    await deleteSession(db, staff.tokenHash);
    await audit(db, staff.userId, 'session.signOut', staff.userId);
    clearSessionCookie(reply);
    return ok(null);
  });

  app.post<{ Body: { current: string; next: string } }>(
    '/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['current', 'next'],
          additionalProperties: false,
          properties: { current: password, next: password },
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const locale = requestLocale(request);
      const verdict = limits.begin(request.ip, staff.userId);
      if (!verdict.ok)
        return tooMany(
          reply,
          verdict.retryAfter,
          translate(locale, 'im.staff.tooManyFromIp', { wait: waitText(locale, verdict.retryAfter) }),
        );
      const outcome = await check(staff.userId, request.body.current).catch((err: unknown) => {
        verdict.attempt.abandoned();
        throw err;
      });
      if (outcome === null) {
        verdict.attempt.abandoned();
        return tooMany(reply, 1, translate(locale, 'im.staff.busy'));
      }
      // a session is of an account that is not disabled (findSession); disabled meanwhile: refused as well
      if (outcome !== 'ok') {
        verdict.attempt.failed();
        throw new ApiError(400, consoleText(locale, 'wrongPassword'), [
          { field: 'current', message: consoleText(locale, 'wrongPassword') },
        ]);
      }
      verdict.attempt.succeeded();
      const problem = passwordProblem(request.body.next, staff.userId);
      if (problem) {
        const message = passwordProblemText(locale, problem);
        throw new ApiError(400, message, [{ field: 'next', message }]);
      }
      await upsertStaffAccount(db, staff.userId, request.body.next);
      await endSessions(db, staff.userId, staff.tokenHash);
      // the chat signatures issued before too (the console's chat screens fetch a new one)
      await opts.credentials.revokeAndEnd(staff.userId, 'revoked');
      await audit(db, staff.userId, 'password.change', staff.userId);
      return ok(null);
    },
  );
}
