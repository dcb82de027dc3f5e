import { ErrorCode } from '../../../protocol/errors.ts';
import { conversationTarget, parseConversationId } from '../../../protocol/model.ts';
import type { ConversationType } from '../../../protocol/model.ts';
import { TYPES, type Message, type MessageOptions } from '../engine/types.ts';
import { historyOf, patchMessage, removeMessages, upsertMessages } from './store/messages.ts';
import { findConversation } from './store/conversations.ts';
import { setQuote } from './store/session.ts';
import type { ChatController } from './controller.ts';
import { messageAbstract } from './lib/message-abstract.ts';
import { sendErrorText } from './lib/send-errors.ts';
import { textOf } from './lib/text-of.ts';
import { mapHref, type Place } from './lib/location.ts';
import { receiptSettings, receiptsOn } from './store/receipts.ts';

/** SPEC §9: image picker formats. */
export const IMAGE_ACCEPT = '.gif,.jpeg,.jpg,.png,.bmp,.webp,image/gif,image/jpeg,image/png,image/bmp,image/webp';
const IMAGE_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/bmp', 'image/webp']);

/** Where a message to a conversation goes (null for an ID that names no user or group). */
function targetOf(conversationID: string): { to: string; conversationType: ConversationType } | null {
  const parsed = parseConversationId(conversationID);
  return parsed && { to: parsed.target, conversationType: parsed.type };
}

function target(chat: ChatController): { to: string; conversationType: ConversationType } | null {
  const id = chat.conversations.currentID;
  return id ? targetOf(id) : null;
}

/** SPEC §4: no read receipts in audio-video chat rooms or community groups. */
function wantsReceipt(chat: ChatController, to: { to: string; conversationType: string }): boolean {
  if (!receiptsOn(receiptSettings(chat))) return false; // SPEC §4: the app's and the user's settings
  if (to.conversationType !== TYPES.CONV_GROUP) return true;
  const type = chat.groups.byID[to.to]?.type;
  return type !== TYPES.GRP_AVCHATROOM && type !== TYPES.GRP_COMMUNITY;
}

/** cloudCustomData with the quoted message (SPEC §3 messageReply), when a quote is set. */
function replyData(chat: ChatController): string | undefined {
  const quote = chat.session.quote;
  if (!quote) return undefined;
  return JSON.stringify({
    messageReply: {
      messageID: quote.ID,
      messageSender: quote.nick || quote.from,
      messageAbstract: messageAbstract(quote, chat.t),
      messageType: quote.type,
      version: 1,
    },
  });
}

/** The message with `extra` laid over its payload (a local preview until the upload's URLs arrive). */
function withPayload(message: Message, extra: Record<string, unknown>): Message {
  return { ...message, payload: { ...(message.payload as Record<string, unknown>), ...extra } };
}

async function deliver(chat: ChatController, message: Message, preview?: Record<string, unknown>): Promise<void> {
  const shown = preview ? withPayload(message, preview) : message;
  upsertMessages(chat.messages, message.conversationID, [shown]);
  try {
    const r = await chat.engine.sendMessage(message);
    const sent = r.data.message;
    upsertMessages(chat.messages, sent.conversationID, [
      preview && !(sent.payload as Record<string, unknown>).url ? withPayload(sent, preview) : sent,
    ]);
  } catch (err) {
    const e = err as { code?: number };
    patchMessage(chat.messages, message.conversationID, message.ID, {
      status: 'fail',
      hasRiskContent: e.code === 80001 || e.code === 80004 || message.hasRiskContent,
    });
    setQuote(chat.session, null); // SPEC §4: the quote bar clears on send error
    chat.toast('error', sendErrorText(err, chat.t));
  }
}

function options(chat: ChatController, payload: Record<string, unknown>, extra: Partial<MessageOptions> = {}): MessageOptions | null {
  const to = target(chat);
  if (!to) return null;
  const cloudCustomData = replyData(chat);
  return { ...to, payload, needReadReceipt: wantsReceipt(chat, to), ...(cloudCustomData ? { cloudCustomData } : {}), ...extra };
}

export function sendText(chat: ChatController, text: string, atUserList: string[] = []): boolean {
  const group = target(chat)?.conversationType === TYPES.CONV_GROUP;
  const mentions = group && atUserList.length > 0;
  const o = options(chat, mentions ? { text, atUserList } : { text });
  if (!o) return false;
  const message = mentions ? chat.engine.createTextAtMessage(o) : chat.engine.createTextMessage(o);
  setQuote(chat.session, null);
  void deliver(chat, message);
  return true;
}

/** Images become inline images, videos video messages, anything else a file (SPEC §5). */
export function sendFile(chat: ChatController, file: File): boolean {
  const isImage = IMAGE_TYPES.has(file.type);
  const isVideo = file.type.startsWith('video/');
  const payload = { file };
  let message: Message;
  const o = options(chat, payload, {
    onProgress: (progress: number) => {
      patchMessage(chat.messages, message.conversationID, message.ID, { progress });
    },
  });
  if (!o) return false;
  if (isImage) message = chat.engine.createImageMessage(o);
  else if (isVideo) message = chat.engine.createVideoMessage(o);
  else message = chat.engine.createFileMessage(o);
  const local = URL.createObjectURL(file);
  const preview = isImage
    ? { url: local, imageInfoArray: [{ url: local }] }
    : isVideo
      ? { url: local, snapshotUrl: '' }
      : { url: '', fileName: file.name, name: file.name, fileSize: file.size, size: file.size };
  setQuote(chat.session, null);
  void deliver(chat, message, preview);
  return true;
}

/** A recorded voice message (SPEC §9: duration at least 1 s), uploaded like any file, then sent as audio. */
export function sendAudio(chat: ChatController, file: File, seconds: number): boolean {
  const second = Math.max(1, Math.round(seconds));
  const o = options(
    chat,
    { file, second },
    {
      onProgress: (progress: number) => {
        patchMessage(chat.messages, message.conversationID, message.ID, { progress });
      },
    },
  );
  if (!o) return false;
  const message = chat.engine.createAudioMessage(o);
  setQuote(chat.session, null);
  void deliver(chat, message, { url: URL.createObjectURL(file), second });
  return true;
}

/** A location message (description, coordinates, and a plain link to a map site). */
export function sendLocation(chat: ChatController, place: Place, description: string): boolean {
  const o = options(chat, { description, latitude: place.latitude, longitude: place.longitude, href: mapHref(place) });
  if (!o) return false;
  setQuote(chat.session, null);
  void deliver(chat, chat.engine.createLocationMessage(o));
  return true;
}

/** A custom message (SPEC §3 custom: data, description, extension), e.g. from the host page (element.ts). */
export function sendCustom(chat: ChatController, input: { data: string; description?: string; extension?: string }): boolean {
  const o = options(chat, { data: input.data, description: input.description ?? '', extension: input.extension ?? '' });
  if (!o) return false;
  setQuote(chat.session, null);
  void deliver(chat, chat.engine.createCustomMessage(o));
  return true;
}

export async function resend(chat: ChatController, message: Message): Promise<void> {
  patchMessage(chat.messages, message.conversationID, message.ID, { status: 'unSend' });
  try {
    const r = await chat.engine.resendMessage({ ...message, status: 'unSend' });
    upsertMessages(chat.messages, message.conversationID, [r.data.message]);
  } catch (err) {
    patchMessage(chat.messages, message.conversationID, message.ID, { status: 'fail' });
    chat.toast('error', sendErrorText(err, chat.t));
  }
}

export async function revoke(chat: ChatController, message: Message): Promise<void> {
  try {
    await chat.engine.revokeMessage({ ...message });
    patchMessage(chat.messages, message.conversationID, message.ID, { isRevoked: true, revoker: chat.session.userID });
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('errors.revokeFailed'));
  }
}

/** Edits an own sent text (within the server's recall window); others see the new text marked edited. */
export async function editText(chat: ChatController, message: Message, text: string): Promise<boolean> {
  try {
    const payload = { ...(message.payload as Record<string, unknown>), text };
    const { data } = await chat.engine.modifyMessage({ ...message, payload });
    patchMessage(chat.messages, message.conversationID, message.ID, {
      payload: data.message.payload as unknown,
      isModified: true,
      version: data.message.version,
    });
    return true;
  } catch (err) {
    const { code, message: why } = err as { code?: number; message?: string };
    chat.toast('error', code === ErrorCode.RECALL_DEADLINE_PASSED ? chat.t('errors.editWindowPassed') : why || chat.t('errors.editFailed'));
    return false;
  }
}

/** Delete for me only (SPEC 'delete'): gone from my history on every device of mine; others keep it. */
export async function deleteMessage(chat: ChatController, message: Message): Promise<void> {
  try {
    await chat.engine.deleteMessage([{ ...message }]);
    removeMessages(chat.messages, message.conversationID, [message.ID]);
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('errors.deleteFailed'));
  }
}

export async function toggleReaction(chat: ChatController, message: Message, reactionID: string): Promise<void> {
  const mine = message.reactionList.find((r) => r.reactionID === reactionID)?.reactedByMyself ?? false;
  try {
    // the new count and reactedByMyself arrive as MESSAGE_MODIFIED on every device of mine (controller.ts)
    if (mine) await chat.engine.removeMessageReaction(message, reactionID);
    else await chat.engine.addMessageReaction(message, reactionID);
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('errors.reactionFailed'));
  }
}

/** C2C typing (SPEC §4): 'enter' once while the editor is focused and non-empty, 'leave' when empty or blurred. */
export function createTypingReporter(chat: ChatController): (active: boolean) => void {
  let reported = false;
  let conversation = '';
  return (active) => {
    const id = chat.conversations.currentID ?? '';
    const to = target(chat);
    if (!to || to.conversationType !== TYPES.CONV_C2C) return;
    if (conversation !== id) {
      reported = false;
      conversation = id;
    }
    if (active === reported) return;
    reported = active;
    void chat.engine.setTypingStatus({ to: to.to, status: active ? 'enter' : 'leave' }).catch(() => undefined);
  };
}

async function sendCopy(chat: ChatController, conversationID: string, make: () => Message): Promise<boolean> {
  let copy: Message | null = null;
  try {
    copy = make();
    if (historyOf(chat.messages, conversationID).loaded) upsertMessages(chat.messages, conversationID, [copy]);
    const r = await chat.engine.sendMessage(copy);
    if (historyOf(chat.messages, conversationID).loaded) upsertMessages(chat.messages, conversationID, [r.data.message]);
    return true;
  } catch (err) {
    if (copy) patchMessage(chat.messages, conversationID, copy.ID, { status: 'fail' });
    chat.toast('error', (err as { message?: string }).message || chat.t('errors.sendFailed'));
    return false;
  }
}

/**
 * Forward one message (createForwardMessage): same type and payload in another conversation; uploaded media keep
 * their URL, so nothing is uploaded again. Errors show the engine's own message (SPEC §8).
 */
export function forward(chat: ChatController, message: Message, conversationID: string): Promise<boolean> {
  const to = targetOf(conversationID);
  if (!to) return Promise.resolve(false);
  return sendCopy(chat, conversationID, () => chat.engine.createForwardMessage({ ...to, payload: message }));
}

/** Display name of a conversation for titles. */
function conversationName(chat: ChatController, conversationID: string): string {
  const c = findConversation(chat.conversations, conversationID);
  return c?.remark || c?.userProfile?.nick || textOf(c?.groupProfile?.name) || conversationTarget(conversationID);
}

/** The merger payload for messages of one conversation (SPEC: title 'Chat history of X and Y', abstracts, compatible text). */
export function mergerPayload(chat: ChatController, messages: Message[]): Record<string, unknown> {
  const source = messages[0]!.conversationID;
  const group = parseConversationId(source)?.type === TYPES.CONV_GROUP;
  const mine = messages.find((m) => m.flow === 'out');
  const me = mine?.nick || chat.session.userID;
  const title = group
    ? chat.t('forward.mergedTitleGroup', { name: conversationName(chat, source) })
    : chat.t('forward.mergedTitleC2C', { a: me, b: conversationName(chat, source) });
  return {
    messageList: messages,
    title,
    abstractList: messages.slice(0, 3).map((m) => `${m.nick || m.from}: ${messageAbstract(m, chat.t)}`),
    compatibleText: chat.t('forward.compatibleText'),
  };
}

/** Forward several messages as one merger message (createMergerMessage). */
export function forwardMerged(chat: ChatController, messages: Message[], conversationID: string): Promise<boolean> {
  const to = targetOf(conversationID);
  if (!to) return Promise.resolve(false);
  const ordered = [...messages].sort((a, b) => a.time - b.time);
  return sendCopy(chat, conversationID, () => chat.engine.createMergerMessage({ ...to, payload: mergerPayload(chat, ordered) }));
}
