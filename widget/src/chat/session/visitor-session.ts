import type { Locale } from '../../../../common/locale.ts';
import { postBackend } from './backend.ts';

import { STORAGE_KEYS } from './keys.ts';

export interface VisitorSession {
  onlyKey: string;
  tradeId: string;
  signature: { userId: string; signature: string };
  /** The same visitor's Tencent UserSig, when the server has a Tencent app configured (the Tencent engine's login). */
  tencentSig?: string | undefined;
}

interface OwChatResult {
  tradeId: string;
  useSigVO: { useSig: string; userId: string; tencent?: { sdkAppId: number; userSig: string } };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the session lasts as long as the page
  }
}

export function readCachedSession(): Partial<VisitorSession> {
  const s = storage();
  if (!s) return {};
  const onlyKey = s.getItem(STORAGE_KEYS.onlyKey) ?? undefined;
  const tradeId = s.getItem(STORAGE_KEYS.tradeId) ?? undefined;
  let signature: VisitorSession['signature'] | undefined;
  try {
    const parsed = JSON.parse(s.getItem(STORAGE_KEYS.signature) ?? 'null') as VisitorSession['signature'] | null;
    if (parsed && typeof parsed.userId === 'string' && typeof parsed.signature === 'string') signature = parsed;
  } catch {
    signature = undefined;
  }
  return { onlyKey, tradeId, signature };
}

function writeSession(session: VisitorSession): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.onlyKey, session.onlyKey);
  s.setItem(STORAGE_KEYS.tradeId, session.tradeId);
  s.setItem(STORAGE_KEYS.signature, JSON.stringify(session.signature));
}

/**
 * The same format as common/chat-visitor-key.ts (the site's forms create the key when the visitor has not chatted
 * yet); kept here so the site's first-load bundle does not reference one more chunk.
 */
export function newOnlyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * SPEC §4 anonymous chat start, identity part: the same onlyKey (kept in local storage) always maps to the same
 * visitor; owChat returns a fresh signature for it. `fresh` is true when this browser had no onlyKey yet.
 */
export async function obtainVisitorSession(serverUrl: string, locale: Locale): Promise<{ session: VisitorSession; fresh: boolean }> {
  const cached = readCachedSession();
  const onlyKey = cached.onlyKey && /^[A-Za-z0-9_-]{8,64}$/.test(cached.onlyKey) ? cached.onlyKey : newOnlyKey();
  const data = await postBackend<OwChatResult>(serverUrl, '/platformUser/anonymity/owChat', { onlyKey }, locale);
  const session: VisitorSession = {
    onlyKey,
    tradeId: data.tradeId,
    signature: { userId: data.useSigVO.userId, signature: data.useSigVO.useSig },
    tencentSig: data.useSigVO.tencent?.userSig,
  };
  writeSession(session);
  return { session, fresh: cached.onlyKey !== onlyKey || cached.signature?.userId !== session.signature.userId };
}

/** The signature the engine logs the visitor in with: Tencent's on the Tencent engine (when given), else ours. */
export function visitorLoginSig(session: VisitorSession, engineKind: 'self' | 'tencent'): string {
  return engineKind === 'tencent' && session.tencentSig ? session.tencentSig : session.signature.signature;
}

/** SPEC §7 sendMsg: the service greets the visitor (result ignored). */
export function requestGreeting(serverUrl: string, locale: Locale, session: VisitorSession): Promise<unknown> {
  return postBackend(
    serverUrl,
    '/platformConsult/imInterface/sendMsg',
    { type: 2, manageId: session.tradeId, frontId: session.signature.userId },
    locale,
  );
}
