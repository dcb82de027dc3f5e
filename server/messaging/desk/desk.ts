import type { Locale } from '../../../common/locale.ts';
import type { DeskState, WireAvailability } from '../../../common/desk/wire.ts';
import { publishLive } from '../context.ts';
import type { DeskHook, Im } from '../context.ts';
import { anyAgentOnline, assignRoundRobin, heartbeat, isDeskAgent, waitingUnassigned } from './agents.ts';
import { isWithinHours } from './business-hours.ts';
import type { DeskConfig } from './config.ts';
import {
  agentAnswered,
  findConversation,
  latestConversation,
  liveConversation,
  setAssignee,
  setState,
  takeUnassigned,
  visitorWrote,
  wakeSnoozed,
} from './conversations.ts';
import type { ConversationRow } from './conversations.ts';
import { DeskError } from './errors.ts';
import { ratingOf, ratingPrompt, sendAsInbox, textPayload } from './replies.ts';
import { visitorLanguage } from './visitors.ts';
import { logPassFailure } from '../../db/connection-errors.ts';
import { ensureCursors } from './cursor.ts';
import { DeskSubscriber } from './subscriber.ts';
import type { InboxMessage } from './subscriber.ts';

/** Who acts in the desk: a staff member and whether their role may act on others' conversations. */
export interface DeskActor {
  userId: string;
  admin: boolean;
}

/**
 * The customer-service desk (issue #17) of one server instance: it reads every message between a service account
 * (the inbox) and a visitor after its commit (subscriber.ts, woken through DeskHook) and keeps the conversation's
 * state, routing, answer times and rating; it answers availability; it applies the staff's state changes and
 * assignments with their permission rules. Everything is in the database, so several instances share one desk.
 */
export class Desk implements DeskHook {
  readonly im: Im;
  readonly cfg: DeskConfig;
  readonly subscriber: DeskSubscriber;
  /** The clock (tests move it). */
  now: () => Date = () => new Date();

  constructor(im: Im, cfg: DeskConfig, options: { paused?: boolean } = {}) {
    this.im = im;
    this.cfg = cfg;
    this.subscriber = new DeskSubscriber(im.db, im.serviceAccounts, (m) => this.inboxMessage(m), im.log, options);
  }

  get db() {
    return this.im.db;
  }

  /** A service account's one-to-one message was committed (commit.ts): the subscriber reads it, off the sender's path. */
  messageCommitted(): void {
    this.subscriber.poke();
  }

  /**
   * A committed message of an inbox, in the inbox's order, at least once (subscriber.ts): every effect holds when the
   * same message comes again. The conversation's times are the message's; routing and presence are now.
   */
  async inboxMessage(m: InboxMessage): Promise<void> {
    if (this.im.serviceAccounts.includes(m.peer)) return;
    if (!m.fromPeer) {
      // the greeting, away message and rating prompt (srv- IDs) are not answers; an agent's answer through the
      // desk (desk- IDs) was counted when sent, with its agent (replies.ts)
      if (!/^(srv|desk)-/.test(m.clientId)) await agentAnswered(this.db, m.inbox, m.peer, null, m.at);
      return;
    }
    const rating = ratingOf(m.type, m.payload);
    if (rating) {
      await this.storeRating(m.inbox, m.peer, rating, m.at);
      return;
    }
    const wrote = await visitorWrote(this.db, { inbox: m.inbox, visitorId: m.peer, messageId: m.messageId }, this.cfg.reopenHours, m.at);
    const { conversation, started } = wrote;
    if (!conversation.assignee) await assignRoundRobin(this.db, conversation.id, this.cfg, this.now());
    if (started) await this.sendAwayIfNobody(conversation, m);
  }

  /** Business hours now, whether someone can answer, and the away message in `locale` when nobody can. */
  async availability(locale: Locale): Promise<WireAvailability> {
    const now = this.now();
    const open = isWithinHours(this.cfg.hours, this.cfg.timeZone, now);
    const agentsOnline = await this.someoneOnline(now);
    const available = open && agentsOnline;
    return { open, agentsOnline, available, awayMessage: available ? '' : this.cfg.awayMessage[locale] };
  }

  /**
   * Someone can answer a visitor now: an agent online in the desk (heartbeats, not away), or a chat client signed
   * in as an inbox on any instance (the console's chat screens, or staff answering from the QA demo page). An
   * agent's chat client signed in as themselves does not count: the inbox's conversations are not theirs to see.
   */
  private async someoneOnline(now: Date): Promise<boolean> {
    if (await anyAgentOnline(this.db, this.cfg.presenceSeconds, now)) return true;
    return (await this.im.bus.online(this.im.serviceAccounts)).size > 0;
  }

  /**
   * The away message, once per conversation, when it starts outside business hours or with nobody online to answer.
   * Its client ID is the starting message's, so sending it again (that message handled again) stores nothing new.
   */
  private async sendAwayIfNobody(conversation: ConversationRow, m: InboxMessage): Promise<void> {
    if (conversation.away_sent_at) return;
    const open = isWithinHours(this.cfg.hours, this.cfg.timeZone, m.at);
    const now = this.now();
    if (open && (await this.someoneOnline(now))) return;
    const locale = await visitorLanguage(this.db, conversation.visitor_id);
    const text = this.cfg.awayMessage[locale];
    const clientId = `srv-away-${m.messageId}`;
    await sendAsInbox(this.im, { inbox: conversation.inbox, visitorId: conversation.visitor_id, ...textPayload(text), locale, clientId });
    await this.db
      .updateTable('desk_conversation')
      .set({ away_sent_at: now })
      .where('id', '=', conversation.id)
      .where('away_sent_at', 'is', null)
      .execute();
  }

  private async storeRating(inbox: string, visitorId: string, rating: { score: number; comment: string }, now: Date): Promise<void> {
    const latest = await latestConversation(this.db, inbox, visitorId);
    if (!latest) return;
    await this.db
      .updateTable('desk_conversation')
      .set({ rating: rating.score, rating_comment: rating.comment, rated_at: now, updated_at: now })
      .where('id', '=', latest.id)
      .execute();
  }

  /** The conversation, or 404. */
  async conversation(id: number): Promise<ConversationRow> {
    const row = await findConversation(this.db, id);
    if (!row) throw new DeskError(404, 'notFound');
    return row;
  }

  /** An agent acts only on conversations assigned to them or to nobody; admins on any. */
  private checkHandles(actor: DeskActor, row: ConversationRow): void {
    if (!actor.admin && row.assignee !== null && row.assignee !== actor.userId) throw new DeskError(403, 'notYours');
  }

  /**
   * Sets the state. Snoozing needs a future time; resolving asks the visitor for a rating (the SPEC evaluate kind).
   * An agent may change only their own or unassigned conversations.
   */
  async changeState(actor: DeskActor, id: number, state: DeskState, snoozedUntil?: Date): Promise<ConversationRow> {
    const row = await this.conversation(id);
    this.checkHandles(actor, row);
    const now = this.now();
    if (state === 'snoozed' && (!snoozedUntil || snoozedUntil.getTime() <= now.getTime())) throw new DeskError(400, 'badSnooze');
    if (state === row.state && state !== 'snoozed') return row;
    const updated = (await setState(this.db, id, { state, snoozedUntil: snoozedUntil ?? null, by: actor.userId }, now))!;
    if (state === 'resolved') await this.askRating(updated);
    return updated;
  }

  private async askRating(row: ConversationRow): Promise<void> {
    const locale = await visitorLanguage(this.db, row.visitor_id);
    await sendAsInbox(this.im, { inbox: row.inbox, visitorId: row.visitor_id, ...ratingPrompt(locale), locale });
  }

  /**
   * Assigns (or unassigns with null). Admins assign anything to any agent; an agent takes an unassigned
   * conversation or hands on their own, never someone else's. The assignee must be a desk agent.
   */
  async assign(actor: DeskActor, id: number, assignee: string | null): Promise<ConversationRow> {
    const row = await this.conversation(id);
    this.checkHandles(actor, row);
    if (assignee !== null && !(await isDeskAgent(this.db, assignee))) throw new DeskError(400, 'notAgent');
    return (await setAssignee(this.db, id, assignee, this.now()))!;
  }

  /**
   * Before an answer: admins answer any conversation; an agent answers their own or an unassigned one, which
   * becomes theirs. Taking it is atomic, so of two agents answering the same waiting visitor at once, one gets it
   * and the other is refused (never two agents answering one visitor unaware of each other).
   */
  async claimForAnswer(actor: DeskActor, id: number): Promise<ConversationRow> {
    const row = await this.conversation(id);
    this.checkHandles(actor, row);
    if (row.assignee !== null) return row;
    if (!(await isDeskAgent(this.db, actor.userId))) throw new DeskError(400, 'notAgent');
    const taken = await takeUnassigned(this.db, id, actor.userId, this.now());
    if (taken) return taken;
    const now = await this.conversation(id);
    this.checkHandles(actor, now);
    return now;
  }

  /** The visitor ends their conversation: resolved by them, and asked for a rating. */
  async visitorEnds(inbox: string, visitorId: string): Promise<ConversationRow> {
    let live = await liveConversation(this.db, inbox, visitorId);
    if (!live) {
      // their first message may be committed and not yet read by the desk (subscriber.ts): a moment for it
      await this.subscriber.settled(2000).catch(() => undefined);
      live = await liveConversation(this.db, inbox, visitorId);
    }
    if (!live) throw new DeskError(404, 'noConversation');
    const row = (await setState(this.db, live.id, { state: 'resolved', by: visitorId, endedByVisitor: true }, this.now()))!;
    await this.askRating(row);
    return row;
  }

  /** The visitor sees customer service typing while an agent types an answer (live only, like a chat client's typing). */
  agentTyping(row: ConversationRow, status: 'enter' | 'leave'): void {
    publishLive(this.im, [row.visitor_id], 'typing', { conversationID: `C2C${row.inbox}`, from: row.inbox, status });
  }

  /** An agent's desk is open: presence, and waiting conversations routed to whoever has room. */
  async agentHeartbeat(userId: string): Promise<void> {
    const now = this.now();
    await heartbeat(this.db, userId, now);
    await this.routeWaiting();
  }

  /** Unassigned open conversations go to online agents in turn, oldest first, while someone has room. */
  async routeWaiting(): Promise<number> {
    let routed = 0;
    for (const id of await waitingUnassigned(this.db, 50)) {
      if (!(await assignRoundRobin(this.db, id, this.cfg, this.now()))) break;
      routed++;
    }
    return routed;
  }
}

/** How often snoozed conversations are woken and waiting ones routed. */
const SWEEP_MS = 10_000;

/**
 * The desk of this instance, woken by the message path, with its sweep (stop it on shutdown). `paused` (tests)
 * starts it holding back until `desk.subscriber.resume()`.
 */
export async function createDesk(
  im: Im,
  cfg: DeskConfig,
  options: { paused?: boolean } = {},
): Promise<{ desk: Desk; stop(): Promise<void> }> {
  await ensureCursors(im.db, im.serviceAccounts);
  const desk = new Desk(im, cfg, options);
  im.desk = desk;
  const timer = setInterval(() => {
    // what a crashed instance left, or a wake that was lost
    desk.subscriber.poke();
    void (async () => {
      if (await wakeSnoozed(desk.db, desk.now())) await desk.routeWaiting();
    })().catch((err: unknown) => logPassFailure(im.log, 'desk sweep failed', err, 'warn'));
  }, SWEEP_MS);
  timer.unref();
  // what was committed while no instance ran
  desk.subscriber.poke();
  return {
    desk,
    async stop() {
      clearInterval(timer);
      await desk.subscriber.stop();
    },
  };
}
