import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locale.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { isAvatarUrl } from '../../../protocol/model.ts';
import { REQUEST_SHAPES } from '../../../protocol/ops.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { checkShape, isAvatarField, valueProblem } from '../../../protocol/validate.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { ToldError } from './reply.ts';
import type { Im } from '../context.ts';
import { handlers } from '../transport/handlers.ts';
import type { Handler, Handlers } from '../transport/handlers.ts';

/** The session ID admin calls act under: no socket has it, so every device of the acting user gets the events. */
export const ADMIN_SESSION = 'admin-api';

type ClientOp = keyof Handlers;

declare const vetted: unique symbol;

/**
 * Who an admin call acts as, and in which language its errors are told. Only `actingAs` makes one, after the
 * account passed `mayManage`: runOp takes nothing else, so no admin path acts as an account it may not.
 */
export interface Acting {
  userId: string;
  locale: Locale;
  readonly [vetted]: true;
}

/** What the admin API does with an account: manage it (sign, import, kick, own or change a group) or send as it. */
export type AdminPurpose = 'manage' | 'send';

/**
 * The admin API manages partner users only (issue #30): a visitor's anonymous account, a staff account and a
 * customer-service inbox are refused (70403), except that it may send as the staff or service accounts
 * IM_ADMIN_SEND_AS names. Nothing else (no signature, no import, no group) is ever allowed for them.
 */
export async function mayManage(im: Im, userId: string, locale: Locale, purpose: AdminPurpose): Promise<void> {
  const { kind } = await im.credentials.standing(userId);
  if (kind === 'partner') return;
  if (purpose === 'send' && kind !== 'visitor' && (im.cfg.admin?.sendAs ?? []).includes(userId)) return;
  const key = kind === 'visitor' ? 'im.admin.visitorAccount' : 'im.admin.protectedAccount';
  throw new ToldError(ErrorCode.ACCOUNT_PROTECTED, translate(locale, key, { user: userId }));
}

export async function actingAs(im: Im, request: FastifyRequest, userId: string, purpose: AdminPurpose): Promise<Acting> {
  const locale = requestLocale(request);
  await mayManage(im, userId, locale, purpose);
  return { userId, locale } as Acting;
}

/**
 * Runs a client op as `as.userId`, exactly as if that user had sent it over the WebSocket: the op's data is
 * checked against its shape (protocol/ops.ts) and the same handler runs, so every rule — limits, rate,
 * moderation, group types and roles, group tips, fan-out through the bus to every instance — applies.
 */
export async function runOp<K extends ClientOp>(im: Im, op: K, as: Acting, data: OpMap[K]['data']): Promise<OpMap[K]['result']> {
  const bad = checkShape(data, REQUEST_SHAPES[op]);
  if (bad) {
    const value = (data as Record<string, unknown>)[bad];
    if (valueProblem(value) === 'badText') throw new ToldError(ErrorCode.BAD_REQUEST, translate(as.locale, 'im.badText', { field: bad }));
    if (isAvatarField(REQUEST_SHAPES[op], bad))
      throw new ToldError(ErrorCode.BAD_REQUEST, translate(as.locale, 'im.badAvatar', { field: bad }));
    throw new ToldError(ErrorCode.BAD_REQUEST, translate(as.locale, 'im.admin.badField', { field: bad }));
  }
  const handler: Handler<K> | undefined = handlers[op];
  if (!handler) throw new ImError(ErrorCode.BAD_REQUEST, `unknown op ${op}`);
  const run = handler(im, { userId: as.userId, sessionId: ADMIN_SESSION, locale: as.locale }, data);
  // shutdown waits for running requests, admin calls included
  const tracked = run.then(
    () => undefined,
    () => undefined,
  );
  im.requests.add(tracked);
  void tracked.finally(() => im.requests.delete(tracked));
  return run;
}

/** Refuses (10004, named as the caller sent it) a FaceUrl that breaks the avatar rule (protocol/model.ts isAvatarUrl). */
export function requireFaceUrl(locale: Locale, faceUrl: string | undefined, field = 'FaceUrl'): void {
  if (faceUrl !== undefined && !isAvatarUrl(faceUrl))
    throw new ToldError(ErrorCode.BAD_REQUEST, translate(locale, 'im.badAvatar', { field }));
}

/** An account that must exist before it acts (Tencent: import it first). */
export async function requireAccount(im: Im, userId: string): Promise<void> {
  if (!(await im.accounts.exists(userId))) throw new ImError(ErrorCode.USER_NOT_FOUND, userId);
}
