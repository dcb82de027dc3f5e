import type { WidgetConfig } from '../../config.ts';
import type { StaffCredentials } from './staff-session.ts';

/**
 * A partner's signed-in user: the element's `user-id` and `user-sig` attributes (as Tencent's kit takes userID
 * and userSig), the signature made by the partner's backend (the server's admin API). Such a session signs in
 * like staff do (conversation list and chat view), never through the anonymous visitor flow.
 */
export function signedInUser(config: Pick<WidgetConfig, 'userId' | 'userSig'>): StaffCredentials | null {
  return config.userId && config.userSig ? { userID: config.userId, userSig: config.userSig } : null;
}

/**
 * The widget's own text for a refused signature (library codes 70001 expired, 70003 invalid, 70013 another
 * user's; ours 70051 account disabled, 70052 signature revoked).
 */
export function signatureProblem(err: unknown, t: (key: string) => string): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 70001) return t('session.sigExpired');
  if (code === 70003 || code === 70013) return t('session.sigInvalid');
  if (code === 70051) return t('session.disabled');
  if (code === 70052) return t('session.signedOut');
  return null;
}

/**
 * What a KICKED_OUT event tells the user: the server ended the sign-in (`reason` revoked or disabled), the
 * signature expired (`type` userSigExpired), or another device took the place.
 */
export function kickedOutText(data: unknown, t: (key: string) => string): string {
  const { reason, type } = (data ?? {}) as { reason?: unknown; type?: unknown };
  if (reason === 'disabled') return t('session.disabled');
  if (reason === 'revoked') return t('session.signedOut');
  if (type === 'userSigExpired') return t('session.sigExpired');
  return t('session.kickedOut');
}
