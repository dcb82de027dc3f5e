import { API_BASE, ApiFailure, api } from '../api/http.ts';
import type {
  DeskScope,
  DeskState,
  WireAgent,
  WireCanned,
  WireDeskConversation,
  WireDeskDetail,
  WireDeskMessage,
  WireLabel,
  WireReport,
  WireViewer,
  WireVisitor,
} from '../../../common/desk/wire.ts';

/** The desk's API (server/console/desk): conversations, replies, notes, states, agents, canned responses, reports. */
export async function listConversations(
  state: DeskState | '',
  scope: DeskScope,
  label = 0,
): Promise<{ items: WireDeskConversation[]; waiting: number }> {
  const q = new URLSearchParams({ scope });
  if (state) q.set('state', state);
  if (label) q.set('label', String(label));
  return api('GET', `/desk/conversations?${q.toString()}`);
}

export const getConversation = (id: number) => api<WireDeskDetail>('GET', `/desk/conversations/${id}`);
export const getThread = (id: number) => api<WireDeskMessage[]>('GET', `/desk/conversations/${id}/messages`);

export type Reply = { text: string } | { cannedId: number } | { template: Record<string, unknown> } | { file: string };
export const sendReply = (id: number, reply: Reply) => api<{ id: string }>('POST', `/desk/conversations/${id}/messages`, reply);
export const addNote = (id: number, body: string) => api<null>('POST', `/desk/conversations/${id}/notes`, { body });
export const setState = (id: number, state: DeskState, snoozedUntil?: string) =>
  api<WireDeskConversation>('POST', `/desk/conversations/${id}/state`, snoozedUntil ? { state, snoozedUntil } : { state });
export const assign = (id: number, assignee: string | null) =>
  api<WireDeskConversation>('POST', `/desk/conversations/${id}/assign`, { assignee });
export const viewing = (id: number, typing: boolean) =>
  api<{ viewers: WireViewer[] }>('POST', `/desk/conversations/${id}/viewing`, { typing });
export const editVisitor = (visitorId: string, fields: Partial<Pick<WireVisitor, 'name' | 'email' | 'phone' | 'company' | 'leadRef'>>) =>
  api<WireVisitor>('PATCH', `/desk/visitors/${encodeURIComponent(visitorId)}`, fields);

export const listAgents = () => api<WireAgent[]>('GET', '/desk/agents');
export const presence = () => api<{ everySeconds: number }>('POST', '/desk/presence');
export const setAway = (away: boolean) => api<null>('POST', '/desk/status', { away });
export const setAgentLimit = (userId: string, limit: number) =>
  api<null>('PATCH', `/desk/agents/${encodeURIComponent(userId)}/limit`, { limit });

export const listCanned = () => api<WireCanned[]>('GET', '/desk/canned');
export const createCanned = (c: Omit<WireCanned, 'id'>) => api<WireCanned>('POST', '/desk/canned', c);
export const updateCanned = (id: number, c: Omit<WireCanned, 'id'>) => api<WireCanned>('PATCH', `/desk/canned/${id}`, c);
export const deleteCanned = (id: number) => api<null>('DELETE', `/desk/canned/${id}`);

/** The report of a range of days and an agent ('' all); without a range, the server's default (the last 30 days in the desk's time zone). */
export const getReport = (range: { from: string; to: string } | null, agent = '') =>
  api<WireReport>('GET', `/desk/reports?${new URLSearchParams({ ...range, ...(agent ? { agent } : {}) }).toString()}`);
export const reportCsvUrl = (from: string, to: string, agent = '') =>
  `${API_BASE}/desk/reports/export?${new URLSearchParams({ from, to, ...(agent ? { agent } : {}) }).toString()}`;
export const ratingsCsvUrl = (from: string, to: string, agent = '') =>
  `${API_BASE}/desk/reports/ratings/export?${new URLSearchParams({ from, to, ...(agent ? { agent } : {}) }).toString()}`;

export const listLabels = () => api<WireLabel[]>('GET', '/desk/labels');
export const createLabel = (l: Omit<WireLabel, 'id'>) => api<WireLabel>('POST', '/desk/labels', l);
export const deleteLabel = (id: number) => api<null>('DELETE', `/desk/labels/${id}`);
export const setConversationLabels = (id: number, labels: number[]) =>
  api<{ labels: number[] }>('PUT', `/desk/conversations/${id}/labels`, { labels });
/** The signed-in staff member's own chat signature, short-lived (`expireTime` in seconds since the epoch). */
export const chatSignature = () => api<{ userId: string; userSig: string; expireTime: number }>('GET', '/desk/chat-signature');

/**
 * Uploads a file as the widget does (POST /im/upload with the agent's own chat signature: content-sniffed, size
 * limits and quotas on the server) and returns its ID for a reply; a refusal carries the server's text.
 */
export async function uploadAttachment(file: File, locale: string): Promise<string> {
  const sig = await chatSignature();
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`/im/upload${file.type.startsWith('image/') ? '?kind=image' : ''}`, {
    method: 'POST',
    body: form,
    headers: { userid: sig.userId, usersig: sig.userSig, language: locale },
  });
  const json = (await res.json().catch(() => null)) as { code: number; message?: string; data?: { uuid: string } } | null;
  if (!res.ok || !json?.data) throw new ApiFailure(json?.message ?? '', res.status);
  return json.data.uuid;
}
