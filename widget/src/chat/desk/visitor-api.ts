import type { Locale } from '../../../../common/locale.ts';
import type { WireAvailability } from '../../../../common/desk/wire.ts';
import { postBackend } from '../session/backend.ts';
import { readCachedSession } from '../session/visitor-session.ts';
import type { VisitedPage } from './page-queue.ts';

/** The desk's visitor API (server/messaging/desk/visitor-routes.ts), with the visitor's chat identity. */
function identity(): { userId: string; userSig: string } | null {
  const signature = readCachedSession().signature;
  return signature ? { userId: signature.userId, userSig: signature.signature } : null;
}

export function hasVisitorIdentity(): boolean {
  return identity() !== null;
}

export async function availability(serverUrl: string, locale: Locale): Promise<WireAvailability> {
  const res = await fetch(`${serverUrl}/api/desk/availability`, { headers: { language: locale } });
  const json = (await res.json()) as { code: number; data: WireAvailability };
  if (json.code !== 200) throw new Error('availability');
  return json.data;
}

export async function reportPage(serverUrl: string, locale: Locale, page: VisitedPage): Promise<void> {
  const id = identity();
  if (!id) return;
  await postBackend(
    serverUrl,
    '/api/desk/visit',
    {
      ...id,
      ...page,
      language: locale,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
    },
    locale,
  );
}

export async function leaveContact(
  serverUrl: string,
  locale: Locale,
  contact: { name: string; phone: string; email: string; message: string },
): Promise<void> {
  const id = identity();
  if (!id) throw new Error('no identity');
  await postBackend(serverUrl, '/api/desk/contact', { ...id, ...contact }, locale);
}

export async function endConversation(serverUrl: string, locale: Locale): Promise<void> {
  const id = identity();
  if (!id) throw new Error('no identity');
  await postBackend(serverUrl, '/api/desk/end', id, locale);
}

/** Mails the transcript of the visitor's latest conversation to `email`, in the widget's language. */
export async function requestTranscript(serverUrl: string, locale: Locale, email: string): Promise<void> {
  const id = identity();
  if (!id) throw new Error('no identity');
  await postBackend(serverUrl, '/api/desk/transcript', { ...id, email }, locale);
}
