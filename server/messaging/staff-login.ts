import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../common/locale.ts';
import { STAFF_LOGIN_PATH } from '../../protocol/frames.ts';
import { ID_PATTERN } from '../../protocol/model.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { tencentSignIn } from '../identity/tencent-user-sig.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import type { Im } from './context.ts';
import { checkStaffPassword } from './people/accounts.ts';
import type { StaffPasswordVerdict } from './people/accounts.ts';
import { PASSWORD_MAX_LENGTH } from './people/password-rules.ts';
import { staffSignInGuards } from './people/sign-in-guards.ts';

/** "45 s" / "3 min" in the caller's language. */
function waitText(locale: Locale, seconds: number): string {
  return seconds < 60
    ? translate(locale, 'im.staff.seconds', { n: seconds })
    : translate(locale, 'im.staff.minutes', { n: Math.ceil(seconds / 60) });
}

function tooMany(reply: FastifyReply, request: FastifyRequest, retryAfter: number, message: string): FastifyReply {
  request.log.info({ ip: request.ip, retryAfter }, 'staff sign-in refused: too many attempts');
  return reply.code(429).header('retry-after', String(retryAfter)).send({ code: 429, msg: message, data: null });
}

/**
 * POST /im/staff/login: a staff user ID and password for a user signature (and `tencent` {sdkAppId, userSig}, a
 * Tencent UserSig, when a Tencent app is configured). Failures back off per IP and per
 * account (people/sign-in-limits.ts, 429 with Retry-After); password checks run a few at a time
 * (people/verify-slots.ts), so a burst of sign-ins cannot hold up the rest of the site.
 */
export function staffLoginRoute(app: FastifyInstance, im: Im): void {
  const { limits, slots } = staffSignInGuards(im.cfg.staffLogin);
  app.post<{ Body: { userId: string; password: string } }>(
    STAFF_LOGIN_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'password'],
          additionalProperties: false,
          properties: {
            userId: { type: 'string', pattern: ID_PATTERN.source },
            password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
          },
        },
      },
    },
    async (request, reply) => {
      const { userId, password } = request.body;
      const locale = requestLocale(request);
      const verdict = limits.begin(request.ip, userId);
      if (!verdict.ok) {
        const key = verdict.who === 'ip' ? 'im.staff.tooManyFromIp' : 'im.staff.tooManyForAccount';
        return tooMany(reply, request, verdict.retryAfter, translate(locale, key, { wait: waitText(locale, verdict.retryAfter) }));
      }
      const { attempt } = verdict;
      const check = slots.run(() => checkStaffPassword(im.db, userId, password));
      if (!check) {
        attempt.abandoned();
        return tooMany(reply, request, 1, translate(locale, 'im.staff.busy'));
      }
      let outcome: StaffPasswordVerdict;
      try {
        outcome = await check;
      } catch (err) {
        attempt.abandoned();
        throw err;
      }
      if (outcome !== 'ok') {
        // a refusal either way (a disabled account's right password clears no back-off); only the right password learns it is disabled
        attempt.failed();
        if (outcome === 'disabled') throw new ApiError(403, translate(locale, 'im.error.70051'));
        throw new ApiError(401, translate(locale, 'im.staff.loginFailed'));
      }
      attempt.succeeded();
      // staff, or a customer-service inbox signing in with its own password (the demo page)
      const { userSig } = await im.credentials.issue(userId, ['staff', 'service'], im.cfg.staffSigTtlSeconds);
      const tencent = tencentSignIn(im.cfg.tencent, userId, im.cfg.staffSigTtlSeconds);
      return ok({ userId, userSig, ...(tencent ? { tencent } : {}) });
    },
  );
}
