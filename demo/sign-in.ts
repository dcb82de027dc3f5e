/**
 * Who the widget is signed in as: a visitor (the widget asks owChat for an anonymous identity), a partner user
 * (POST /demo/api/partner-user: the server makes the signature through the admin API's make_user_sig path, in
 * demo mode only) written into `user-id` / `user-sig`, or staff (staff-login.ts).
 */
import { DEMO_API } from '../common/demo-kinds.ts';
import { byId, currentLocale, onTexts, texts } from './texts.ts';

/** Our server as the element sees it: its `server-url`, else this page's origin. */
export function serverBase(chat: HTMLElement): string {
  return (chat.getAttribute('server-url') || location.origin).replace(/\/+$/, '');
}

/** A demo route's answer (the admin API's shape). */
export interface DemoAnswer {
  ActionStatus?: 'OK' | 'FAIL';
  ErrorInfo?: string;
  [field: string]: unknown;
}

/** POSTs to a demo route; throws with the server's text (in the page's language) when refused. */
export async function demoCall(chat: HTMLElement, path: string, body: unknown): Promise<DemoAnswer> {
  const res = await fetch(`${serverBase(chat)}${DEMO_API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: currentLocale() },
    body: JSON.stringify(body),
  });
  if (res.status === 404) throw new Error(texts().signIn.demoOff);
  const answer = (await res.json().catch(() => ({}))) as DemoAnswer;
  if (answer.ActionStatus !== 'OK') throw new Error(answer.ErrorInfo || `HTTP ${res.status}`);
  return answer;
}

export interface SignIn {
  asVisitor(): void;
  asPartner(userId: string): Promise<boolean>;
  /** The status line for the current identity (after a staff sign-in, for instance). */
  show(mode: 'visitor' | 'partner' | 'staff', user: string): void;
}

/**
 * `changed(mode, user)` after each sign-in; `beforeSignIn` signs staff out first (one identity at a time).
 */
export function setupSignIn(
  chat: HTMLElement,
  changed: (mode: 'visitor' | 'partner', user: string) => void,
  beforeSignIn: () => void,
): SignIn {
  const form = byId<HTMLFormElement>('signin-form');
  const userInput = byId<HTMLInputElement>('signin-partner-user');
  const status = byId<HTMLElement>('signin-status');
  let shown: { mode: 'visitor' | 'partner' | 'staff'; user: string } = { mode: 'visitor', user: '' };

  const show = (mode: 'visitor' | 'partner' | 'staff', user: string) => {
    shown = { mode, user };
    const t = texts().signIn;
    status.textContent = mode === 'visitor' ? t.visitorNow : `${mode === 'partner' ? t.partnerNow : t.staffNow}${user}`;
    status.dataset.mode = mode;
  };
  onTexts(() => show(shown.mode, shown.user));

  const asVisitor = () => {
    beforeSignIn();
    chat.removeAttribute('user-id');
    chat.removeAttribute('user-sig');
    show('visitor', '');
    changed('visitor', '');
  };

  const asPartner = async (userId: string): Promise<boolean> => {
    status.textContent = texts().signIn.working;
    try {
      const answer = await demoCall(chat, '/partner-user', { userId });
      beforeSignIn();
      chat.setAttribute('user-id', userId);
      chat.setAttribute('user-sig', String(answer.UserSig));
      userInput.value = userId;
      show('partner', userId);
      changed('partner', userId);
      return true;
    } catch (err) {
      status.textContent = `${texts().signIn.failed}${(err as Error).message}`;
      return false;
    }
  };

  byId<HTMLButtonElement>('signin-visitor').addEventListener('click', asVisitor);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void asPartner(userInput.value.trim());
  });
  return { asVisitor, asPartner, show };
}
