import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Locale } from '../../common/locale.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { ONLY_KEY_PATTERN } from '../../common/chat-visitor-key.ts';
import { VISITOR_ID } from '../identity/account-kind.ts';
import { DEFAULT_USER_SIG_TTL_SECONDS } from '../identity/user-sig.ts';
import { tencentSignIn } from '../identity/tencent-user-sig.ts';
import type { TencentApp } from '../identity/tencent-user-sig.ts';

/** Asks the messaging service to greet a visitor from `serviceUserId` (SPEC §7 sendMsg). Registered by buildApp from app.messaging. */
export type VisitorGreeting = (visitorUserId: string, serviceUserId: string, locale: Locale) => Promise<unknown>;

export interface AnonymousChatOptions {
  /** The user-signature secret (server/identity/secret.ts loadSigningSecret): visitor IDs are keyed by it. */
  secret: string;
  /** A visitor's chat signature (messaging's credentials: kind visitor, the account's epoch). */
  signVisitor: (userId: string) => Promise<string>;
  /** config.serviceAccounts: the first is the tradeId visitors talk to. */
  serviceAccounts: string[];
  /** owChat/sendMsg per IP per minute. */
  perMinute: number;
  /** config.im.tencent: when set, owChat also answers a Tencent UserSig for the visitor (the Tencent engine's). */
  tencent?: TencentApp | undefined;
  /** The greeting hook; a no-op when no messaging service is wired in. */
  onVisitorGreeting?: VisitorGreeting;
}

/** The stable anonymous chat user of an onlyKey: keyed by the server secret, so IDs cannot be forged from keys. */
export function visitorUserId(onlyKey: string, secret: string): string {
  return `visitor_${createHmac('sha256', secret).update(`visitor:${onlyKey}`).digest('hex').slice(0, 24)}`;
}

/**
 * Anonymous chat for site visitors (SPEC §4 "anonymous chat start", §7):
 * POST /platformUser/anonymity/owChat {onlyKey} -> {tradeId, useSigVO {useSig, userId, tencent?}} (`tencent`:
 * {sdkAppId, userSig}, the same visitor's TLSSigAPIv2 UserSig, when a Tencent app is configured);
 * POST /platformConsult/imInterface/sendMsg {type: 2, manageId, frontId} -> greeting sent by the service account
 * manageId (one of the configured accounts; another ID is refused with 400 in the request's language).
 */
export async function anonymousChatPlugin(app: FastifyInstance, opts: AnonymousChatOptions): Promise<void> {
  const greet: VisitorGreeting = opts.onVisitorGreeting ?? (() => Promise.resolve());
  const tradeId = opts.serviceAccounts[0];
  await app.register(rateLimit, { global: false });
  const limited = { rateLimit: { max: opts.perMinute, timeWindow: 60_000 } };
  const invalid = (locale: Locale, key: 'chat.onlyKeyInvalid' | 'chat.sendMsgInvalid' | 'chat.serviceAccountUnknown', field: string) =>
    new ApiError(400, translate(locale, key), [{ field, message: translate(locale, key) }]);

  app.post<{ Body: { onlyKey?: unknown } }>(
    '/platformUser/anonymity/owChat',
    { bodyLimit: 1024, config: limited, schema: { body: { type: 'object' } } },
    async (request) => {
      const locale = requestLocale(request);
      const onlyKey = request.body.onlyKey;
      if (typeof onlyKey !== 'string' || !ONLY_KEY_PATTERN.test(onlyKey)) throw invalid(locale, 'chat.onlyKeyInvalid', 'onlyKey');
      if (!tradeId) throw new ApiError(503, translate(locale, 'error.internal'));
      const userId = visitorUserId(onlyKey, opts.secret);
      const tencent = tencentSignIn(opts.tencent, userId, DEFAULT_USER_SIG_TTL_SECONDS);
      return ok({ tradeId, useSigVO: { useSig: await opts.signVisitor(userId), userId, ...(tencent ? { tencent } : {}) } });
    },
  );

  app.post<{ Body: { type?: unknown; manageId?: unknown; frontId?: unknown } }>(
    '/platformConsult/imInterface/sendMsg',
    { bodyLimit: 1024, config: limited, schema: { body: { type: 'object' } } },
    async (request) => {
      const locale = requestLocale(request);
      const { type, manageId, frontId } = request.body;
      if (Number(type) !== 2) throw invalid(locale, 'chat.sendMsgInvalid', 'type');
      // The greeting comes from the account the visitor's conversation is with (manageId), which must be configured.
      if (typeof manageId !== 'string' || !opts.serviceAccounts.includes(manageId))
        throw invalid(locale, 'chat.serviceAccountUnknown', 'manageId');
      if (typeof frontId !== 'string' || !VISITOR_ID.test(frontId)) throw invalid(locale, 'chat.sendMsgInvalid', 'frontId');
      await greet(frontId, manageId, locale);
      return ok(null);
    },
  );
}
