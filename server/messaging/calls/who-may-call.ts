import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { isVisitorId } from '../../identity/account-kind.ts';

/**
 * Who may use calls (issue #30): signed-in users only (partner users, staff). An anonymous visitor may not place a
 * call, be rung, join one, nor get a TURN credential (a free relay for anyone otherwise). The one place this rule
 * lives: every call op that lets someone into a call, or hands out call settings, asks it.
 * Later (#34 item 7, a visitor calling the desk) visitors get a call with the desk only: that exception goes here.
 */
export function mayUseCalls(userId: string): boolean {
  return !isVisitorId(userId);
}

/** CALLS_NOT_ALLOWED (the session localizes it) unless every one of `userIds` may use calls. */
export function assertMayCall(...userIds: string[]): void {
  if (!userIds.every(mayUseCalls)) throw new ImError(ErrorCode.CALLS_NOT_ALLOWED);
}
