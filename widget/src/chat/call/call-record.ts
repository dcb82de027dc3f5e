import { CALL_ACTION_TYPE, CALL_BUSINESS_ID, CALL_INNER_BUSINESS_ID } from '../../../../protocol/calls.ts';
import type { CallType } from '../../../../protocol/calls.ts';

/** What a call record says happened. */
export type CallOutcomeKind = 'ended' | 'cancelled' | 'declined' | 'busy' | 'noAnswer' | 'started';

export interface CallRecordView {
  kind: CallOutcomeKind;
  type: CallType;
  /** Whole seconds the call lasted ('ended' only). */
  seconds: number;
  inviter: string;
  inviteeList: string[];
  groupID: string;
}

function parse(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A custom message's data as a TUICallKit call record (outer businessID 1, inner 'av_call'), or null when it is
 * something else. Written by our server and by TUICallKit alike.
 */
export function readCallRecord(data: unknown): CallRecordView | null {
  const outer = parse(data);
  if (!outer || Number(outer.businessID) !== CALL_BUSINESS_ID) return null;
  const inner = parse(outer.data);
  if (!inner || inner.businessID !== CALL_INNER_BUSINESS_ID) return null;
  const nested = (inner.data ?? {}) as { cmd?: unknown };
  const cmd = typeof inner.cmd === 'string' ? inner.cmd : typeof nested.cmd === 'string' ? nested.cmd : '';
  const action = Number(outer.actionType);
  const callEnd = Number(inner.call_end);
  let kind: CallOutcomeKind;
  if (cmd === 'hangup' || (Number.isFinite(callEnd) && callEnd > 0)) kind = 'ended';
  else if (action === CALL_ACTION_TYPE.CANCEL) kind = 'cancelled';
  else if (action === CALL_ACTION_TYPE.REJECT) kind = inner.line_busy ? 'busy' : 'declined';
  else if (action === CALL_ACTION_TYPE.TIMEOUT) kind = 'noAnswer';
  else kind = 'started';
  return {
    kind,
    type: Number(inner.call_type) === 2 ? 2 : 1,
    seconds: kind === 'ended' && Number.isFinite(callEnd) ? Math.max(0, Math.round(callEnd)) : 0,
    inviter: typeof outer.inviter === 'string' ? outer.inviter : '',
    inviteeList: Array.isArray(outer.inviteeList) ? outer.inviteeList.filter((x): x is string => typeof x === 'string') : [],
    groupID: typeof outer.groupID === 'string' ? outer.groupID : '',
  };
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
