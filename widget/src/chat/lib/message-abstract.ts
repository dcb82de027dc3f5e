import { TYPES, type Message } from '../../engine/types.ts';
import { textOf } from './text-of.ts';
import { readCallRecord } from '../call/call-record.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One-line summary of a message for the conversation list preview and the quote (SPEC §3 messageAbstract). */
export function messageAbstract(message: Pick<Message, 'type' | 'payload'> & { isRevoked?: boolean }, t: Translate): string {
  const p = message.payload as Record<string, unknown>;
  if (message.isRevoked) return t('message.revokedShort');
  switch (message.type) {
    case TYPES.MSG_TEXT:
      return textOf(p.text);
    case TYPES.MSG_IMAGE:
      return t('abstract.image');
    case TYPES.MSG_VIDEO:
      return t('abstract.video');
    case TYPES.MSG_AUDIO:
      return t('abstract.audio');
    case TYPES.MSG_FILE:
      return `${t('abstract.file')} ${textOf(p.fileName ?? p.name)}`.trim();
    case TYPES.MSG_FACE:
      return t('abstract.face');
    case TYPES.MSG_LOCATION:
      return t('abstract.location');
    case TYPES.MSG_MERGER:
      return t('abstract.merger');
    case TYPES.MSG_GRP_TIP:
      return t('abstract.groupTip');
    case TYPES.MSG_CUSTOM: {
      const record = readCallRecord(p.data);
      if (record) return `[${t(record.type === 2 ? 'calls:record.video' : 'calls:record.voice')}]`;
      const data = parseCustom(p.data);
      return typeof data?.title === 'string'
        ? data.title
        : typeof p.description === 'string' && p.description
          ? p.description
          : t('abstract.custom');
    }
    default:
      return t('abstract.custom');
  }
}

/** The text of a text message ('' when its payload has none). */
export function messageText(message: Pick<Message, 'payload'>): string {
  return textOf((message.payload as Record<string, unknown>).text);
}

export function parseCustom(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface MessageReply {
  messageID: string;
  messageSender: string;
  messageAbstract: string;
}

export function messageReply(cloudCustomData: string | undefined): MessageReply | null {
  const data = parseCustom(cloudCustomData);
  const reply = data?.messageReply as Partial<MessageReply> | undefined;
  return reply && typeof reply.messageID === 'string'
    ? { messageID: reply.messageID, messageSender: String(reply.messageSender ?? ''), messageAbstract: String(reply.messageAbstract ?? '') }
    : null;
}
