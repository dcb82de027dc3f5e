import { proxy } from 'valtio';
import type { ConsoleRight, StaffRole } from '../../../common/console/roles.ts';
import { api, onSignedOut, setCsrfToken } from '../api/http.ts';

/** The signed-in staff member as the server describes it (GET /console/api/session). */
export interface Me {
  userId: string;
  nick: string;
  role: StaffRole;
  rights: ConsoleRight[];
  csrf: string;
}

/** The console's session: checked once on load, then signed in or out. */
export const session = proxy<{ status: 'loading' | 'signedOut' | 'signedIn'; me: Me | null }>({ status: 'loading', me: null });

function signedIn(me: Me): void {
  setCsrfToken(me.csrf);
  session.me = me;
  session.status = 'signedIn';
}

function signedOut(): void {
  setCsrfToken('');
  session.me = null;
  session.status = 'signedOut';
}

onSignedOut(signedOut);

export async function loadSession(): Promise<void> {
  try {
    signedIn(await api<Me>('GET', '/session'));
  } catch {
    signedOut();
  }
}

export async function signIn(userId: string, password: string): Promise<void> {
  signedIn(await api<Me>('POST', '/session', { userId, password }));
}

export async function signOut(): Promise<void> {
  try {
    await api('DELETE', '/session');
  } finally {
    signedOut();
  }
}

export function hasAny(me: Me | null, rights: readonly ConsoleRight[]): boolean {
  return Boolean(me && rights.some((r) => me.rights.includes(r)));
}
