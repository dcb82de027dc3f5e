import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MESSAGE_TYPES, conversationIdOf } from '../../../protocol/model.ts';
import type { Locale } from '../../../common/locale.ts';
import { RATING_COMMENT_MAX_LENGTH } from '../../../common/desk/wire.ts';
import { accessConversation } from '../access.ts';
import { mayContact } from '../policy/may-contact.ts';
import type { Im } from '../context.ts';
import { commitMessage } from '../messages/commit.ts';
import { normalizePayload } from '../messages/content.ts';
import { searchTextOf } from '../messages/store.ts';
import { agentAnswered } from './conversations.ts';
import { DeskError } from './errors.ts';
import { deskText } from './texts.ts';

/** Custom kinds an agent may send from a template (SPEC §3). */
export const TEMPLATE_KINDS = ['service', 'order', 'link'] as const;

export interface InboxSend {
  inbox: string;
  visitorId: string;
  type: string;
  payload: Record<string, unknown>;
  /** The agent answering through the desk; without one it is an automatic message (away, rating prompt). */
  agent?: string;
  locale: Locale;
  /** An automatic message's own client ID (so that sending it again stores nothing new). */
  clientId?: string;
}

/**
 * Sends a message from the inbox to the visitor through the same commit path as any message: content limits and
 * moderation apply, the visitor's sockets and the inbox's other devices get it. Automatic messages get a `srv-`
 * client ID (the desk does not count them as answers), agents' ones `desk-`: an agent's answer is counted here,
 * with the agent, as it is sent (the desk's subscriber passes over `desk-` messages).
 */
export async function sendAsInbox(im: Im, m: InboxSend): Promise<string> {
  const payload = await normalizePayload(im.db, m.type, m.payload, '', m.locale);
  if (im.moderation.hits(m.type, payload)) throw new DeskError(400, 'badTemplate');
  await mayContact(im, { userId: m.inbox, locale: m.locale }, { user: m.visitorId }, 'message');
  const access = await accessConversation(im, m.inbox, conversationIdOf('C2C', m.visitorId));
  const { row } = await commitMessage(im, {
    sender: m.inbox,
    access,
    clientId: m.agent ? `desk-${randomUUID()}` : (m.clientId ?? `srv-${randomUUID()}`),
    type: m.type,
    payload,
    searchText: searchTextOf(m.type, payload),
    recipients: [m.inbox, m.visitorId],
  });
  if (m.agent) await agentAnswered(im.db, m.inbox, m.visitorId, m.agent, new Date());
  return row.client_id;
}

/**
 * An agent's attachment: a file the agent uploaded through POST /im/upload (content-sniffed, size-limited and under
 * their quotas like the widget's), sent as an image message when its bytes are an image, else as a file message.
 * Only the uploader may send it (404 otherwise).
 */
export async function attachmentPayload(
  db: Kysely<Database>,
  fileId: string,
  uploader: string,
): Promise<{ type: string; payload: Record<string, unknown> }> {
  const file = await db
    .selectFrom('im_file')
    .select(['id', 'kind'])
    .where('id', '=', fileId)
    .where('owner_id', '=', uploader)
    .executeTakeFirst();
  if (!file) throw new DeskError(404, 'notFound');
  return { type: file.kind === 'image' ? MESSAGE_TYPES.IMAGE : MESSAGE_TYPES.FILE, payload: { url: `/im/files/${file.id}` } };
}

export function textPayload(text: string): { type: string; payload: Record<string, unknown> } {
  return { type: MESSAGE_TYPES.TEXT, payload: { text } };
}

function customPayload(data: Record<string, unknown>, description: string): { type: string; payload: Record<string, unknown> } {
  return { type: MESSAGE_TYPES.CUSTOM, payload: { data: JSON.stringify(data), description, extension: '' } };
}

const str = (v: unknown, max = 500) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** A SPEC §3 custom message from an agent's template: service card, order or link, with its required fields. */
export function templatePayload(input: Record<string, unknown>): { type: string; payload: Record<string, unknown> } {
  switch (input.businessID) {
    case 'link': {
      const data = { businessID: 'link', text: str(input.text), link: str(input.link, 2000) };
      if (!data.text || !/^https?:\/\//.test(data.link)) throw new DeskError(400, 'badTemplate');
      return customPayload(data, data.text);
    }
    case 'order': {
      const data = {
        businessID: 'order',
        imageUrl: str(input.imageUrl, 2000),
        title: str(input.title),
        description: str(input.description),
        price: str(input.price, 50),
        link: str(input.link, 2000),
      };
      if (!data.title || (data.link && !/^https?:\/\//.test(data.link))) throw new DeskError(400, 'badTemplate');
      return customPayload(data, data.title);
    }
    case 'service': {
      const items = Array.isArray(input.item) ? (input.item as unknown[]).slice(0, 10) : [];
      const item = items
        .map((i) =>
          i && typeof i === 'object' ? { key: str((i as { key?: unknown }).key, 100), value: str((i as { value?: unknown }).value) } : null,
        )
        .filter((i): i is { key: string; value: string } => !!i && !!i.key);
      const data = { businessID: 'service', title: str(input.title), description: str(input.description), item };
      if (!data.title) throw new DeskError(400, 'badTemplate');
      return customPayload(data, data.title);
    }
    default:
      throw new DeskError(400, 'badTemplate');
  }
}

/** The rating request sent on resolve: the SPEC evaluate kind without a score, in the visitor's language. */
export function ratingPrompt(locale: Locale): { type: string; payload: Record<string, unknown> } {
  const text = deskText(locale, 'ratePrompt');
  return customPayload({ businessID: 'evaluate', score: 0, comment: '', prompt: true, text }, text);
}

/** A visitor's rating: an evaluate custom message with a score of 1 to 5 (and a comment), else null. */
export function ratingOf(type: string, payload: Record<string, unknown>): { score: number; comment: string } | null {
  if (type !== MESSAGE_TYPES.CUSTOM || typeof payload.data !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(payload.data);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as { businessID?: unknown; score?: unknown; comment?: unknown };
  const score = Number(d.score);
  if (d.businessID !== 'evaluate' || !Number.isInteger(score) || score < 1 || score > 5) return null;
  return { score, comment: str(d.comment, RATING_COMMENT_MAX_LENGTH) };
}
