/**
 * Staff sign-in for QA: user ID + password -> POST /im/staff/login -> {userId, userSig}, handed to the widget
 * (the `hy-chat-login` event, kept in sessionStorage 'hy-chat-staff' so a reload keeps the session). The widget
 * then logs its engine in as that staff member and shows their conversation list.
 */
import { byId, onTexts, texts } from './texts.ts';
import { serverBase } from './sign-in.ts';
import type { Locale } from '../common/locale.ts';

export const STAFF_STORAGE_KEY = 'hy-chat-staff';

/** The staff member this tab is signed in as ('' when none). */
export function staffUser(): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STAFF_STORAGE_KEY) ?? 'null') as { userID?: string } | null;
    return saved?.userID ?? '';
  } catch {
    return '';
  }
}

export interface StaffLogin {
  /** Signs the staff member out of the widget (another sign-in replaces them). */
  signOut(): void;
}

/** `changed(userId)`: signed in as userId, or out (''). */
export function setupStaffLogin(chat: HTMLElement, locale: () => Locale, changed: (userId: string) => void): StaffLogin {
  const form = byId<HTMLFormElement>('staff-form');
  const user = byId<HTMLInputElement>('staff-user');
  const password = byId<HTMLInputElement>('staff-password');
  const status = byId<HTMLElement>('staff-status');
  const signOutButton = byId<HTMLButtonElement>('staff-signout');
  let signedInAs = staffUser();

  onTexts(() => {
    if (signedInAs) status.textContent = `${texts().staff.signedIn}${signedInAs}`;
    signOutButton.hidden = !signedInAs;
  });

  // Every failure of signing in ends in the catch below, shown in the status line.
  const signIn = async (): Promise<void> => {
    const t = texts().staff;
    status.textContent = t.signingIn;
    try {
      const res = await fetch(`${serverBase(chat)}/im/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: locale() },
        body: JSON.stringify({ userId: user.value.trim(), password: password.value }),
      });
      const body = (await res.json()) as {
        code: number;
        msg?: string;
        data?: { userId: string; userSig: string; tencent?: { sdkAppId: number; userSig: string } };
      };
      if (res.status !== 200 || body.code !== 200 || !body.data) throw new Error(body.msg || `HTTP ${res.status}`);
      // `tencent`: the Tencent UserSig, for the widget's Tencent engine (when the server has a Tencent app)
      const credentials = { userID: body.data.userId, userSig: body.data.userSig, tencent: body.data.tencent };
      // a partner user's attributes would win over the staff session when the engine is made again
      chat.removeAttribute('user-id');
      chat.removeAttribute('user-sig');
      sessionStorage.setItem(STAFF_STORAGE_KEY, JSON.stringify(credentials));
      chat.dispatchEvent(new CustomEvent('hy-chat-login', { detail: credentials }));
      (chat as HTMLElement & { open: boolean }).open = true;
      password.value = '';
      signedInAs = credentials.userID;
      status.textContent = `${texts().staff.signedIn}${signedInAs}`;
      signOutButton.hidden = false;
      changed(signedInAs);
    } catch (err) {
      status.textContent = `${texts().staff.failed}${(err as Error).message}`;
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void signIn();
  });

  const signOut = () => {
    if (!signedInAs && !sessionStorage.getItem(STAFF_STORAGE_KEY)) return;
    sessionStorage.removeItem(STAFF_STORAGE_KEY);
    chat.dispatchEvent(new CustomEvent('hy-chat-logout'));
    signedInAs = '';
    status.textContent = '';
    signOutButton.hidden = true;
  };
  signOutButton.addEventListener('click', () => {
    signOut();
    changed('');
  });
  return { signOut };
}
