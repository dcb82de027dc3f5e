/** The customer-service desk's states, filters and wire objects (issue #17), shared by the server, console and widget. */
export const DESK_STATES = ['open', 'pending', 'snoozed', 'resolved'] as const;
export type DeskState = (typeof DESK_STATES)[number];

/** Whose conversations a list shows. */
export const DESK_SCOPES = ['mine', 'unassigned', 'all'] as const;
export type DeskScope = (typeof DESK_SCOPES)[number];

export type AgentPresence = 'online' | 'away' | 'offline';

export const NOTE_MAX_LENGTH = 2000;
export const REPLY_MAX_LENGTH = 4000;
export const CANNED_SHORTCUT = /^[a-z0-9_-]{1,32}$/;
export const CANNED_MAX_LENGTH = 2000;
export const RATING_COMMENT_MAX_LENGTH = 500;
/** A label's name in each language: 1 to this many characters. */
export const LABEL_NAME_MAX_LENGTH = 30;
export const LABEL_COLOR = /^#[0-9a-f]{6}$/;
/** Labels on one conversation or lead at most. */
export const LABELS_PER_ITEM_MAX = 10;
/** A viewer or typist is shown while their desk reported it within this many seconds. */
export const VIEWER_TTL_SECONDS = 15;

export interface WireDeskConversation {
  id: number;
  inbox: string;
  visitorId: string;
  /** The visitor's name when known, else ''. */
  visitorName: string;
  state: DeskState;
  snoozedUntil: string | null;
  assignee: string | null;
  createdAt: string;
  lastVisitorAt: string | null;
  lastAgentAt: string | null;
  /** The visitor wrote after the last answer. */
  waiting: boolean;
  /** The last message's text (or its kind), for the list. */
  lastMessage: string;
  rating: number | null;
  ratingComment: string;
  endedByVisitor: boolean;
  /** IDs of its labels (WireLabel). */
  labels: number[];
}

/** A label (bilingual name, #rrggbb colour) for conversations and leads. */
export interface WireLabel {
  id: number;
  zh: string;
  en: string;
  color: string;
}

export interface WireDeskMessage {
  id: string;
  /** A private note (desk_note), never sent to the visitor. */
  note: boolean;
  from: string;
  /** 'visitor', 'agent' (the inbox or an agent), or 'note'. */
  side: 'visitor' | 'agent' | 'note';
  type: string;
  text: string;
  /** A custom message's data (businessID and fields), else null. */
  custom: Record<string, unknown> | null;
  /** An image or file message's file (url under /im/files/), else null. */
  file: { url: string; name: string; size: number; image: boolean } | null;
  time: string;
}

export interface WirePageView {
  url: string;
  title: string;
  at: string;
}

export interface WireVisitor {
  visitorId: string;
  firstSeen: string;
  lastSeen: string;
  language: string;
  userAgent: string;
  device: string;
  browser: string;
  referrer: string;
  timeZone: string;
  utcOffsetMinutes: number | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  leadRef: string | null;
  currentPage: WirePageView | null;
  /** Pages of this visit, newest first. */
  visitPages: WirePageView[];
}

export interface WireViewer {
  userId: string;
  typing: boolean;
}

export interface WireDeskDetail {
  conversation: WireDeskConversation;
  visitor: WireVisitor;
  previous: WireDeskConversation[];
  viewers: WireViewer[];
}

export interface WireAgent {
  userId: string;
  nick: string;
  presence: AgentPresence;
  open: number;
  limit: number;
}

export interface WireCanned {
  id: number;
  shortcut: string;
  zh: string;
  en: string;
}

/** What the widget learns before the visitor writes. */
export interface WireAvailability {
  /** Within business hours. */
  open: boolean;
  /** An agent is online (not away). */
  agentsOnline: boolean;
  /** Both: someone will answer now. */
  available: boolean;
  /** The away message in the request's language when not available, else ''. */
  awayMessage: string;
}

export interface ReportRow {
  /** The agent's user ID, or '' for everybody. */
  agent: string;
  conversations: number;
  resolved: number;
  /** Mean seconds from a conversation's start to the first answer, null without any. */
  firstResponseSeconds: number | null;
  resolutionSeconds: number | null;
  ratingAverage: number | null;
  ratings: number;
}

export interface WireReport {
  from: string;
  to: string;
  timeZone: string;
  /** Conversations started per day (in the desk's time zone). */
  perDay: { day: string; conversations: number }[];
  overall: ReportRow;
  agents: ReportRow[];
  /** Conversations started in the range per label, every label (0 when none). */
  labels: (WireLabel & { conversations: number })[];
  /** The ratings of conversations started in the range (of the agent asked for, if any), newest first. */
  ratings: WireRating[];
}

export interface WireRating {
  conversationId: number;
  /** The assigned agent, null when nobody. */
  agent: string | null;
  visitorName: string;
  score: number;
  comment: string;
  ratedAt: string;
}
