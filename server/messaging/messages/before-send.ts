import { createHash } from 'node:crypto';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import type { Locale } from '../../../common/locale.ts';
import { translate } from '../../i18n/messages.ts';
import type { MsgElem } from '../admin/message-body.ts';
import { toClientMessage } from '../admin/message-body.ts';
import { toMsgBody } from './tim-body.ts';

type Payload = Record<string, unknown>;

/** IM_BEFORE_SEND_URL and its settings (README "Moderation callback"). */
export interface BeforeSendSettings {
  url: string;
  /** IM_BEFORE_SEND_TIMEOUT_MS (default 2000, as Tencent's). */
  timeoutMs: number;
  /** IM_BEFORE_SEND_FAIL=closed: refuse a message the callback could not judge (default open: send it). */
  failClosed: boolean;
  /** IM_BEFORE_SEND_APP_ID: the `SdkAppid` query parameter the callback checks. */
  appId: string;
  /** IM_BEFORE_SEND_TOKEN: when set, `RequestTime` and `Sign` = sha256(token + RequestTime) authenticate the call. */
  token: string | undefined;
  /** SITE_URL, so that file URLs in the request are absolute. */
  origin: string | undefined;
}

/** A send as the callback sees it. */
export interface OutgoingMessage {
  from: string;
  /** The peer (C2C) or group ID. */
  to: string;
  conversationType: 'C2C' | 'GROUP';
  groupType?: string;
  type: string;
  payload: Payload;
  cloudCustomData: string;
  locale: Locale;
  /** The sender's address, when known. */
  clientIp?: string;
}

export type BeforeSendVerdict = { action: 'send'; risky: boolean; payload?: Payload; cloudCustomData?: string } | { action: 'drop' };

interface CallbackAnswer {
  ActionStatus?: unknown;
  ErrorCode?: unknown;
  ErrorInfo?: unknown;
  MsgBody?: unknown;
  CloudCustomData?: unknown;
  /** Ours, beside Tencent's fields: deliver the message flagged as risky (the widget will not show its media). */
  RiskContent?: unknown;
}

/** Tencent's range of codes a callback may have the client told, with its ErrorInfo. */
const APP_CODES = { min: 120001, max: 130000 };

const SEND: BeforeSendVerdict = { action: 'send', risky: false };

/**
 * A before-send moderation callback compatible with Tencent Chat's `C2C.CallbackBeforeSendMsg` and
 * `Group.CallbackBeforeSendMsg`: the same query parameters, request body and answer. The answer's ErrorCode
 * 0 sends (with the callback's MsgBody / CloudCustomData when it changed them, and, our addition, flagged
 * risky when it says `RiskContent: true`), 1 refuses (20006 one-to-one, 10016 in a group), 2 drops the message
 * silently (the sender sees it sent, nobody receives it), and a code in 120001–130000 refuses with that code
 * and its ErrorInfo. A callback that times out or answers nonsense sends the message (fail open) unless
 * IM_BEFORE_SEND_FAIL=closed.
 */
export class BeforeSendHook {
  readonly #s: BeforeSendSettings;
  readonly #warn: (msg: string) => void;

  constructor(settings: BeforeSendSettings, warn: (msg: string) => void) {
    this.#s = settings;
    this.#warn = warn;
  }

  async judge(m: OutgoingMessage): Promise<BeforeSendVerdict> {
    const answer = await this.#ask(m);
    if (answer === null) {
      if (!this.#s.failClosed) return SEND;
      throw new ImError(ErrorCode.UNAVAILABLE, translate(m.locale, 'im.beforeSend.unavailable'));
    }
    const code = typeof answer.ErrorCode === 'number' ? answer.ErrorCode : 0;
    if (code === 2) return { action: 'drop' };
    if (code === 1) {
      const refused = m.conversationType === 'C2C' ? ErrorCode.REFUSED_BY_CALLBACK_C2C : ErrorCode.REFUSED_BY_CALLBACK_GROUP;
      throw new ImError(refused);
    }
    if (code >= APP_CODES.min && code <= APP_CODES.max) {
      const info = typeof answer.ErrorInfo === 'string' && answer.ErrorInfo ? answer.ErrorInfo : translate(m.locale, 'im.error.20006');
      throw new ImError(code, info);
    }
    if (code !== 0) {
      this.#warn(`before-send callback answered ErrorCode ${code}: treated as ${this.#s.failClosed ? 'refused' : 'allowed'}`);
      if (this.#s.failClosed) throw new ImError(ErrorCode.UNAVAILABLE, translate(m.locale, 'im.beforeSend.unavailable'));
      return SEND;
    }
    return { action: 'send', risky: answer.RiskContent === true || answer.RiskContent === 1, ...changed(m, answer) };
  }

  /** The callback's answer, or null when it could not be had (timeout, network, not JSON, not OK). */
  async #ask(m: OutgoingMessage): Promise<CallbackAnswer | null> {
    const command = m.conversationType === 'C2C' ? 'C2C.CallbackBeforeSendMsg' : 'Group.CallbackBeforeSendMsg';
    const url = new URL(this.#s.url);
    url.searchParams.set('SdkAppid', this.#s.appId);
    url.searchParams.set('CallbackCommand', command);
    url.searchParams.set('contenttype', 'json');
    url.searchParams.set('ClientIP', m.clientIp ?? '');
    url.searchParams.set('OptPlatform', 'Web');
    if (this.#s.token) {
      const time = String(Math.floor(Date.now() / 1000));
      url.searchParams.set('RequestTime', time);
      url.searchParams.set(
        'Sign',
        createHash('sha256')
          .update(this.#s.token + time)
          .digest('hex'),
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const random = Math.floor(Math.random() * 2 ** 32);
    const common = {
      CallbackCommand: command,
      From_Account: m.from,
      MsgBody: toMsgBody(m.type, m.payload, this.#s.origin),
      CloudCustomData: m.cloudCustomData,
      OnlineOnlyFlag: 0,
    };
    const body =
      m.conversationType === 'C2C'
        ? { ...common, To_Account: m.to, MsgRandom: random, MsgTime: now }
        : { ...common, GroupId: m.to, Type: m.groupType ?? '', Operator_Account: m.from, Random: random, EventTime: Date.now() };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#s.timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const answer = (await res.json()) as CallbackAnswer;
      if (typeof answer !== 'object' || answer === null || answer.ActionStatus !== 'OK') throw new Error('answer is not OK');
      return answer;
    } catch (err) {
      this.#warn(`before-send callback failed (${String(err)}): message ${this.#s.failClosed ? 'refused' : 'sent'}`);
      return null;
    }
  }
}

/** The message as the callback changed it: a new body of the same kind (text, custom, face, location), new custom data. */
function changed(m: OutgoingMessage, answer: CallbackAnswer): { payload?: Payload; cloudCustomData?: string } {
  const out: { payload?: Payload; cloudCustomData?: string } = {};
  if (typeof answer.CloudCustomData === 'string') out.cloudCustomData = answer.CloudCustomData;
  const body = answer.MsgBody;
  const editable: string[] = [MESSAGE_TYPES.TEXT, MESSAGE_TYPES.CUSTOM, MESSAGE_TYPES.FACE, MESSAGE_TYPES.LOCATION];
  if (Array.isArray(body) && body.length === 1 && editable.includes(m.type)) {
    const [elem] = body as [MsgElem];
    if (elem && elem.MsgType === m.type && typeof elem.MsgContent === 'object' && elem.MsgContent !== null) {
      try {
        out.payload = toClientMessage(body as MsgElem[], m.locale).payload;
      } catch {
        // a body we cannot read keeps the message as it was sent
      }
    }
  }
  return out;
}
