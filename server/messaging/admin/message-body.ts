import { randomUUID } from 'node:crypto';
import type { Locale } from '../../../common/locale.ts';
import { ErrorCode } from '../../../protocol/errors.ts';
import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import { translate } from '../../i18n/messages.ts';
import { ToldError } from './reply.ts';

/** One element of a Tencent REST `MsgBody`. */
export interface MsgElem {
  MsgType: string;
  MsgContent: Record<string, unknown>;
}

/** JSON schema of `MsgBody` (the element's content is read by toClientMessage). */
export const MSG_BODY_SCHEMA = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['MsgType', 'MsgContent'],
    properties: { MsgType: { type: 'string' }, MsgContent: { type: 'object' } },
  },
} as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Keeps the fields that are set (the client shapes take absent fields, not undefined ones). */
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/**
 * A Tencent REST message body as our client message (type and payload), which the send op then checks like any
 * client's: TIMTextElem {Text}, TIMCustomElem {Data, Desc, Ext}, TIMFaceElem {Index, Data}, TIMLocationElem
 * {Desc, Latitude, Longitude}. One element per message (Tencent allows several; we do not).
 */
export function toClientMessage(body: MsgElem[], locale: Locale): { type: string; payload: Record<string, unknown> } {
  const refuse = () => new ToldError(ErrorCode.BAD_REQUEST, translate(locale, 'im.admin.msgBody'));
  if (body.length !== 1) throw refuse();
  const [{ MsgType, MsgContent: c }] = body as [MsgElem];
  switch (MsgType) {
    case MESSAGE_TYPES.TEXT:
      return { type: MsgType, payload: defined({ text: str(c.Text) }) };
    case MESSAGE_TYPES.CUSTOM:
      return { type: MsgType, payload: defined({ data: str(c.Data), description: str(c.Desc), extension: str(c.Ext) }) };
    case MESSAGE_TYPES.FACE:
      return { type: MsgType, payload: defined({ index: num(c.Index), data: str(c.Data) }) };
    case MESSAGE_TYPES.LOCATION:
      return { type: MsgType, payload: defined({ description: str(c.Desc), latitude: num(c.Latitude), longitude: num(c.Longitude) }) };
    default:
      throw refuse();
  }
}

/** The client message ID of an admin send: unique, and recognisable in logs. */
export function adminMessageId(): string {
  return `admin_${randomUUID()}`;
}
