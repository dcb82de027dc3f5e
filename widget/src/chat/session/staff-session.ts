/**
 * Staff sign-in for the demo page (and any host that signs a staff member in): the host page exchanges
 * user ID + password at POST /im/staff/login for a signature, then hands it to the element with
 *   el.dispatchEvent(new CustomEvent('hy-chat-login', { detail: { userID, userSig, tencent } }))
 * (`tencent`: the answer's {sdkAppId, userSig} when the server has a Tencent app, what the Tencent engine logs in
 * with). The widget keeps it in sessionStorage so a reload keeps the staff session in that tab.
 */
export const STAFF_LOGIN_EVENT = 'hy-chat-login';
export const STAFF_LOGOUT_EVENT = 'hy-chat-logout';
import { STAFF_SESSION_KEY as KEY } from './keys.ts';

export interface StaffCredentials {
  userID: string;
  userSig: string;
  /** The same user's Tencent UserSig (staff sign-in's `tencent` answer), for the Tencent engine. */
  tencent?: { sdkAppId: number; userSig: string } | undefined;
}

export function isStaffCredentials(value: unknown): value is StaffCredentials {
  const v = value as Partial<StaffCredentials> | null;
  if (!v || typeof v.userID !== 'string' || !v.userID || typeof v.userSig !== 'string' || !v.userSig) return false;
  return v.tencent === undefined || (typeof v.tencent === 'object' && v.tencent !== null && typeof v.tencent.userSig === 'string');
}

/** The signature the engine logs a signed-in user in with: the Tencent UserSig on the Tencent engine (when given), else ours. */
export function engineLoginSig(credentials: StaffCredentials, engineKind: 'self' | 'tencent'): string {
  return engineKind === 'tencent' && credentials.tencent?.userSig ? credentials.tencent.userSig : credentials.userSig;
}

export function readStaffCredentials(): StaffCredentials | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    return isStaffCredentials(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStaffCredentials(credentials: StaffCredentials | null): void {
  try {
    if (credentials) sessionStorage.setItem(KEY, JSON.stringify(credentials));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage disabled */
  }
}
