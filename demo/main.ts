/**
 * The demo page: QA's bench for <hy-chat>. The widget itself comes from /widget/hy-chat.js (see index.html),
 * exactly as on a partner site; this page edits the element's attributes (controls.ts), signs the widget in as
 * a visitor, a partner user or staff (sign-in.ts, staff-login.ts), injects messages of every kind (inject.ts),
 * logs the element's events and the engine's frames (event-log.ts) and keeps all of it in the URL (url-state.ts).
 */
import { setupControls } from './controls.ts';
import { setupEventLog } from './event-log.ts';
import { setupInject } from './inject.ts';
import { setupSignIn } from './sign-in.ts';
import { setupStaffLogin, staffUser } from './staff-login.ts';
import { byId, currentLocale, onTexts, renderTexts, texts } from './texts.ts';
import { restoreFromUrl, saveToUrl, type PageState } from './url-state.ts';
import { setupThemeControls } from './theme-controls.ts';

const chat = document.querySelector('hy-chat') as HTMLElement;
const share = byId<HTMLAnchorElement>('ctl-share');
const stateOut = byId<HTMLElement>('ctl-state');
const peerInput = byId<HTMLInputElement>('inject-peer');
let open = false;

// The URL first: its attributes go onto the element before the controls read them.
const state: PageState = restoreFromUrl(chat, location.search, {
  signin: staffUser() ? 'staff' : 'visitor',
  user: staffUser(),
  peer: peerInput.value,
});
peerInput.value = state.peer;
const save = () => {
  state.peer = peerInput.value.trim();
  saveToUrl(chat, state, share);
};

const controls = setupControls(chat, save);
byId<HTMLSelectElement>('ctl-locale').addEventListener('change', renderTexts);
setupThemeControls(chat);

/** The user the widget is signed in as, for injected messages ('' when not known yet). */
function recipient(): string {
  if (state.signin === 'partner') return chat.getAttribute('user-id') ?? '';
  if (state.signin === 'staff') return staffUser();
  try {
    return (JSON.parse(localStorage.getItem('signature') ?? 'null') as { userId?: string } | null)?.userId ?? '';
  } catch {
    return '';
  }
}
const inject = setupInject(chat, recipient, save);

const signedIn = (signin: PageState['signin'], user: string) => {
  state.signin = signin;
  state.user = user;
  controls.sync();
  inject.render();
  save();
};
const staff = setupStaffLogin(chat, currentLocale, (user) => {
  signIn.show(user ? 'staff' : 'visitor', user);
  signedIn(user ? 'staff' : 'visitor', user);
});
const signIn = setupSignIn(chat, signedIn, () => staff.signOut());

setupEventLog(chat, (isOpen) => {
  open = isOpen;
  stateOut.textContent = open ? texts().page.open : texts().page.closed;
  inject.render(); // a visitor's identity exists once the chat has started
});
onTexts(() => (stateOut.textContent = open ? texts().page.open : texts().page.closed));
// a visitor's identity appears once the chat has started (its login frame)
chat.addEventListener('hy-chat-frame', () => inject.render());

/** Tall filler, so the back-to-top button (after 300 px of scrolling) can be tried. */
onTexts(() => {
  byId<HTMLElement>('filler').replaceChildren(
    ...Array.from({ length: 6 }, (_, i) => {
      const section = document.createElement('section');
      const h = document.createElement('h2');
      h.textContent = `${texts().page.section} ${i + 1}`;
      const p = document.createElement('p');
      p.textContent = texts().page.filler;
      section.append(h, p);
      return section;
    }),
  );
});

renderTexts();
// Restore who was signed in: a partner user is signed in again (a fresh signature), staff from this tab's session.
if (state.signin === 'partner' && state.user) void signIn.asPartner(state.user);
else if (state.signin === 'staff' && staffUser()) signIn.show('staff', staffUser());
else signIn.show('visitor', '');
save();
