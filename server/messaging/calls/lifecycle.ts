import type { CallAction, WireCall } from '../../../protocol/calls.ts';
import type { CallHooks, Im } from '../context.ts';
import { publishLive } from '../context.ts';
import type { CallOutcome, CallRecordInput } from './records.ts';
import { writeCallRecord } from './records.ts';
import { closeRoom, mediaOf } from './rooms.ts';
import { claimTimedOut, loadCall, toWireCall } from './store.ts';
import type { StoredCall } from './store.ts';
import { endCall } from './transitions.ts';
import type { EndWhen } from './transitions.ts';
import { logPassFailure } from '../../db/connection-errors.ts';

/** Tells every device of everyone in the call (ringing, in it, or out of it) what happened. */
export function announce(im: Im, c: StoredCall, action: CallAction, userID: string, skipSession?: string): WireCall {
  const call = toWireCall(c, mediaOf(c));
  publishLive(
    im,
    [...new Set(c.members.map((m) => m.user_id))],
    'call',
    { action, userID, call },
    skipSession ? { ackedSession: skipSession } : {},
  );
  return call;
}

/** The record of a call that has just ended, from `actor`'s doing (or the server's: actor ''). */
export function recordOf(c: StoredCall, cause: CallOutcome, actor: string): { sender: string; input: CallRecordInput } {
  const invitees = c.members.filter((m) => m.user_id !== c.row.inviter);
  const base = {
    callID: c.row.call_id,
    roomID: Number(c.row.room_id),
    type: Number(c.row.call_type) === 2 ? (2 as const) : (1 as const),
    inviter: c.row.inviter,
    groupID: c.row.group_id,
    timeout: Number(c.row.timeout_seconds),
  };
  const everyone = invitees.map((m) => m.user_id);
  if (c.row.started_at) {
    const callEnd = (new Date(c.row.ended_at ?? Date.now()).getTime() - new Date(c.row.started_at).getTime()) / 1000;
    return { sender: actor || c.row.inviter, input: { ...base, outcome: 'hangup', inviteeList: everyone, callEnd } };
  }
  if (cause === 'cancel' || cause === 'hangup')
    return { sender: c.row.inviter, input: { ...base, outcome: 'cancel', inviteeList: everyone } };
  if (cause === 'timeout') {
    const silent = invitees.filter((m) => m.state === 'timeout').map((m) => m.user_id);
    return { sender: c.row.inviter, input: { ...base, outcome: 'timeout', inviteeList: silent.length ? silent : everyone } };
  }
  return { sender: actor, input: { ...base, outcome: cause, inviteeList: [actor] } };
}

/**
 * Ends the call when `when` holds (exactly one caller of all instances succeeds), writes its record into the
 * conversation and returns the ended call; null when it goes on (or had already ended).
 */
export async function finishCall(im: Im, callId: string, when: EndWhen, cause: CallOutcome, actor: string): Promise<StoredCall | null> {
  const c = await endCall(im.db, callId, when);
  if (!c) return null;
  await closeRoom(im, c);
  const { sender, input } = recordOf(c, cause, actor);
  await writeCallRecord(im, sender, input, [c.row.inviter, c.members.find((m) => m.user_id !== c.row.inviter)?.user_id ?? c.row.inviter]);
  return c;
}

/**
 * `userId` hangs up a one-to-one call they are in: it ends in one statement (the inviter's hang-up before an
 * answer cancels it) and its record is written. Null when the call is no such call (a group call, one they ring
 * for, one that has ended): leaveCall and the checks of the hang-up decide.
 */
export async function hangUpOneToOne(im: Im, callId: string, userId: string, skipSession: string): Promise<WireCall | null> {
  const ended = await finishCall(im, callId, { hungUpBy: userId }, 'hangup', userId);
  return ended && announce(im, ended, ended.row.started_at ? 'ended' : 'cancelled', userId, skipSession);
}

/** `userId` leaves the call (hang-up, a closed socket): the inviter before an answer cancels it. */
export async function leaveCall(im: Im, c: StoredCall, userId: string, skipSession?: string): Promise<WireCall> {
  if (c.row.state === 'ringing' && userId === c.row.inviter) {
    const ended = await finishCall(im, c.row.call_id, 'ringing', 'cancel', userId);
    if (ended) return announce(im, ended, 'cancelled', userId, skipSession);
  }
  await im.db
    .updateTable('im_call_member')
    .set({ state: 'left' })
    .where('call_id', '=', c.row.call_id)
    .where('user_id', '=', userId)
    .where('state', 'in', ['joined', 'invited'])
    .execute();
  const ended = await finishCall(im, c.row.call_id, c.row.group_id ? 'settled' : 'always', 'hangup', userId);
  const now = ended ?? (await loadCall(im.db, c.row.call_id)) ?? c;
  return announce(im, now, ended ? 'ended' : 'left', userId, skipSession);
}

/**
 * This instance's side of the calls: the ringing-deadline sweep (every instance sweeps; each ringing member is
 * claimed by one), a timer at each deadline of calls started here, hang-up when a socket in a call closes, and
 * at start (single instance only) the end of calls a previous run left open.
 */
export class CallRuntime implements CallHooks {
  #im: Im | undefined;
  #interval: NodeJS.Timeout | undefined;
  #timers = new Set<NodeJS.Timeout>();
  #sweeping: Promise<void> | undefined;
  #closed = false;

  start(im: Im, opts: { singleInstance: boolean }): Promise<void> {
    this.#im = im;
    this.#interval = setInterval(() => this.sweepSoon(), im.cfg.calls.sweepMs);
    this.#interval.unref();
    return opts.singleInstance ? this.#endLeftOpen(im) : Promise.resolve();
  }

  /** Sweeps at a call's deadline (plus a little) on the instance that started it. */
  timeoutAt(deadlineMs: number): void {
    const timer = setTimeout(
      () => {
        this.#timers.delete(timer);
        this.sweepSoon();
      },
      Math.max(0, deadlineMs - Date.now()) + 50,
    );
    timer.unref();
    this.#timers.add(timer);
  }

  sweepSoon(): void {
    const im = this.#im;
    if (!im || this.#closed || this.#sweeping) return;
    const run = this.sweep(im)
      .catch((err: unknown) => logPassFailure(im.log, 'call timeout sweep failed', err, 'warn'))
      .finally(() => (this.#sweeping = undefined));
    this.#sweeping = run;
    this.#track(im, run);
  }

  /** Members past the ringing deadline time out; a call nobody answered (or left with one person) ends. */
  async sweep(im: Im): Promise<void> {
    const claimed = await claimTimedOut(im.db);
    for (const callId of new Set(claimed.map((r) => r.call_id))) {
      const ended = await finishCall(im, callId, 'settled', 'timeout', '');
      const c = ended ?? (await loadCall(im.db, callId));
      if (c) announce(im, c, 'timeout', '');
    }
  }

  /** Sockets of this instance that placed or answered a call: only their closing costs a query. */
  #bound = new Set<string>();
  bound(sessionId: string): void {
    this.#bound.add(sessionId);
  }

  /** Leaves waiting for their grace period to end (run at once when the instance stops). */
  #waiting = new Map<NodeJS.Timeout, () => void>();
  #stopping = false;

  /**
   * A socket in a call closed. A ringing call it placed is cancelled at once (a reload: no ghost call). In a running
   * call its place waits IM_CALL_RECONNECT_SECONDS for a reconnected socket of the same person (resumeCall, or
   * its next signal); then, or at once while the instance stops, the person leaves the call.
   */
  sessionClosed(userId: string, sessionId: string): void {
    const im = this.#im;
    if (!im || !this.#bound.delete(sessionId)) return;
    this.#track(
      im,
      this.#socketGone(im, userId, sessionId).catch((err: unknown) => im.log.warn({ err }, 'ending the calls of a closed socket failed')),
    );
  }

  async #socketGone(im: Im, userId: string, sessionId: string): Promise<void> {
    const rows = await im.db
      .selectFrom('im_call_member as m')
      .innerJoin('im_call as c', 'c.call_id', 'm.call_id')
      .select(['m.call_id', 'c.state'])
      .where('m.session_id', '=', sessionId)
      .where('m.state', '=', 'joined')
      .where('c.state', '<>', 'ended')
      .execute();
    const graceMs = this.#stopping ? 0 : im.cfg.calls.reconnectGraceSeconds * 1000;
    const waiting: string[] = [];
    for (const { call_id, state } of rows) {
      if (graceMs > 0 && state === 'active') {
        // its place is free for a reconnected socket of the same person
        await im.db
          .updateTable('im_call_member')
          .set({ session_id: null })
          .where('call_id', '=', call_id)
          .where('user_id', '=', userId)
          .where('session_id', '=', sessionId)
          .execute();
        waiting.push(call_id);
        continue;
      }
      const c = await loadCall(im.db, call_id);
      if (c) await leaveCall(im, c, userId);
    }
    if (waiting.length) this.#afterGrace(im, graceMs, () => this.#leaveUnclaimed(im, userId, waiting));
  }

  #afterGrace(im: Im, ms: number, run: () => Promise<void>): void {
    const go = () =>
      this.#track(
        im,
        run().catch((err: unknown) => im.log.warn({ err }, 'ending the calls of a closed socket failed')),
      );
    const timer = setTimeout(() => {
      this.#waiting.delete(timer);
      go();
    }, ms);
    timer.unref();
    this.#waiting.set(timer, go);
  }

  /** Those nobody came back for leave their calls. */
  async #leaveUnclaimed(im: Im, userId: string, callIds: string[]): Promise<void> {
    for (const callId of callIds) {
      const c = await loadCall(im.db, callId);
      const me = c?.members.find((m) => m.user_id === userId);
      if (c && c.row.state !== 'ended' && me?.state === 'joined' && me.session_id === null) await leaveCall(im, c, userId);
    }
  }

  /** The instance stops: sockets closing now leave their calls at once, and so do those waiting for a reconnect. */
  stopping(): void {
    this.#stopping = true;
    for (const [timer, go] of this.#waiting) {
      clearTimeout(timer);
      go();
    }
    this.#waiting.clear();
  }

  /** One instance, just started: no socket of a previous run is left, so no call of it can go on. */
  async #endLeftOpen(im: Im): Promise<void> {
    const open = await im.db.selectFrom('im_call').select(['call_id', 'state', 'inviter']).where('state', '<>', 'ended').execute();
    for (const row of open) {
      const ended = await finishCall(im, row.call_id, 'always', row.state === 'ringing' ? 'cancel' : 'hangup', '');
      if (ended) announce(im, ended, 'ended', '');
    }
    if (open.length) im.log.warn({ calls: open.length }, 'calls left open by the previous run were ended');
  }

  #track(im: Im, p: Promise<void>): void {
    im.requests.add(p);
    void p.finally(() => im.requests.delete(p));
  }

  /** Stops the timers (the sockets' hang-ups run as requests, which shutdown waits for). */
  async close(): Promise<void> {
    this.stopping();
    this.#closed = true;
    clearInterval(this.#interval);
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    await this.#sweeping;
  }
}
