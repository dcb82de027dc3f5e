/**
 * Staff sign-in for QA: user ID + password -> POST /im/staff/login -> {userId, userSig}, handed to the widget
 * (the `hy-chat-login` event, kept in sessionStorage 'hy-chat-staff' so a reload keeps the session). The widget
 * then logs its engine in as that staff member and shows their conversation list.
 */
import type { Locale } from '../common/locale.ts';

const TEXT = {
  zh_CN: {
    title: '客服登录（QA）',
    intro: '用客服账号登录后，本页的聊天窗口显示该账号的会话列表，可回复访客。',
    userId: '用户 ID',
    password: '密码',
    signIn: '登录',
    signOut: '退出登录',
    signingIn: '登录中…',
    signedIn: '已登录：',
    failed: '登录失败：',
  },
  en_US: {
    title: 'Staff sign-in (QA)',
    intro: 'Sign in with a staff account: the chat window on this page then shows its conversations so you can answer visitors.',
    userId: 'User ID',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signingIn: 'Signing in…',
    signedIn: 'Signed in as ',
    failed: 'Sign-in failed: ',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type Key = keyof (typeof TEXT)['zh_CN'];
const STORAGE_KEY = 'hy-chat-staff';

export function setupStaffLogin(chat: HTMLElement, locale: () => Locale): void {
  const form = document.getElementById('staff-form') as HTMLFormElement;
  const user = document.getElementById('staff-user') as HTMLInputElement;
  const password = document.getElementById('staff-password') as HTMLInputElement;
  const status = document.getElementById('staff-status') as HTMLElement;
  const signOut = document.getElementById('staff-signout') as HTMLButtonElement;
  const t = (key: Key) => TEXT[locale()][key];
  let signedInAs = '';

  const render = () => {
    for (const el of form.querySelectorAll<HTMLElement>('[data-staff-text]')) el.textContent = t(el.dataset.staffText as Key);
    if (signedInAs) status.textContent = `${t('signedIn')}${signedInAs}`;
    signOut.hidden = !signedInAs;
  };
  document.getElementById('ctl-locale')?.addEventListener('change', render);

  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { userID?: string } | null;
    if (saved?.userID) signedInAs = saved.userID;
  } catch {
    /* ignore */
  }
  render();

  // Every failure of signing in ends in the catch below, shown in the status line.
  const signIn = async (): Promise<void> => {
    status.textContent = t('signingIn');
    const base = chat.getAttribute('server-url') || location.origin;
    try {
      const res = await fetch(`${base.replace(/\/$/, '')}/im/staff/login`, {
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
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
      chat.dispatchEvent(new CustomEvent('hy-chat-login', { detail: credentials }));
      (chat as HTMLElement & { open: boolean }).open = true;
      password.value = '';
      signedInAs = credentials.userID;
      render();
    } catch (err) {
      status.textContent = `${t('failed')}${(err as Error).message}`;
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void signIn();
  });

  signOut.addEventListener('click', () => {
    sessionStorage.removeItem(STORAGE_KEY);
    chat.dispatchEvent(new CustomEvent('hy-chat-logout'));
    signedInAs = '';
    status.textContent = '';
    render();
  });
}
