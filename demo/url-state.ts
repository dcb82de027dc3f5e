/**
 * The page's state in its query string, so that a bug report is one link: the controlled attributes under their
 * own names (`?locale=en_US&engine=tencent&enable-input=false&official=`), who is signed in (`signin`, `user`;
 * never a signature or password: a partner user is signed in again, staff from this tab's session) and the
 * injection peer (`peer`). Loading the URL restores it; every change rewrites it in place.
 */
import { CONTROLLED_ATTRIBUTES, setAttribute } from './controls.ts';

export type SignInMode = 'visitor' | 'partner' | 'staff';

export interface PageState {
  signin: SignInMode;
  /** The partner user or staff member signed in. */
  user: string;
  /** The account injected messages come from. */
  peer: string;
}

function isSignInMode(value: string | null): value is SignInMode {
  return value === 'visitor' || value === 'partner' || value === 'staff';
}

/** Applies the URL's attributes to `chat` and answers the rest of its state. */
export function restoreFromUrl(chat: HTMLElement, search: string, defaults: PageState): PageState {
  const query = new URLSearchParams(search);
  for (const name of CONTROLLED_ATTRIBUTES) {
    if (query.has(name)) setAttribute(chat, name, query.get(name));
  }
  const signin = query.get('signin');
  return {
    signin: isSignInMode(signin) ? signin : defaults.signin,
    user: query.get('user') ?? defaults.user,
    peer: query.get('peer') ?? defaults.peer,
  };
}

/** The page's URL for the element's attributes and `state`. */
export function urlFor(chat: HTMLElement, state: PageState, base: string): string {
  const query = new URLSearchParams();
  for (const name of CONTROLLED_ATTRIBUTES) {
    const value = chat.getAttribute(name);
    if (value !== null) query.set(name, value);
  }
  query.set('signin', state.signin);
  if (state.signin !== 'visitor' && state.user) query.set('user', state.user);
  if (state.peer) query.set('peer', state.peer);
  const url = new URL(base);
  url.search = query.toString();
  return url.href;
}

/** Rewrites the address bar (no new history entry) and the share link. */
export function saveToUrl(chat: HTMLElement, state: PageState, share: HTMLAnchorElement): void {
  const href = urlFor(chat, state, location.href);
  history.replaceState(null, '', href);
  share.href = href;
  share.textContent = href;
}
