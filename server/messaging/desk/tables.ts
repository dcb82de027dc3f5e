import type { Generated } from 'kysely';

/** Customer-service desk tables (migration 080_desk). */
export interface DeskConversationTable {
  id: Generated<number>;
  /** The service account the visitor writes to (owChat's tradeId). */
  inbox: string;
  visitor_id: string;
  /** One of DESK_STATES (common/desk/wire.ts). */
  state: Generated<string>;
  snoozed_until: Date | null;
  assignee: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_visitor_at: Date | null;
  last_agent_at: Date | null;
  first_response_at: Date | null;
  first_responder: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  ended_by_visitor: Generated<boolean>;
  away_sent_at: Date | null;
  rating: number | null;
  rating_comment: Generated<string>;
  rated_at: Date | null;
  /** The message (im_message.id) that started or reopened it (migration 092). */
  started_by: number | null;
  /** When its transcript was last mailed to the visitor (migration 094). */
  transcript_sent_at: Date | null;
}

export interface DeskNoteTable {
  id: Generated<number>;
  conversation_id: number;
  author: string;
  body: string;
  created_at: Generated<Date>;
}

export interface DeskAgentTable {
  user_id: string;
  away: Generated<boolean>;
  /** Open conversations this agent is given at most by round robin; null = DESK_AGENT_LIMIT. */
  max_open: number | null;
  /** The last heartbeat of a desk this agent has open. */
  last_seen: Date | null;
  last_assigned_at: Date | null;
}

export interface DeskVisitorTable {
  visitor_id: string;
  first_seen: Generated<Date>;
  last_seen: Generated<Date>;
  language: Generated<string>;
  user_agent: Generated<string>;
  referrer: Generated<string>;
  time_zone: Generated<string>;
  utc_offset_minutes: number | null;
  name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  company: Generated<string>;
  lead_ref: string | null;
}

export interface DeskPageViewTable {
  id: Generated<string>;
  visitor_id: string;
  url: string;
  title: Generated<string>;
  at: Generated<Date>;
}

export interface DeskViewerTable {
  conversation_id: number;
  user_id: string;
  typing: Generated<boolean>;
  seen_at: Generated<Date>;
}

export interface DeskCannedTable {
  id: Generated<number>;
  shortcut: string;
  body_zh: string;
  body_en: string;
  created_by: string;
  updated_at: Generated<Date>;
}

/** Per inbox, how far the desk has handled its event log, and who handles it now (migration 092). */
export interface DeskCursorTable {
  inbox: string;
  seq: Generated<number>;
  claimed_by: string | null;
  claimed_until: Date | null;
}

/** A label in both languages with its colour (migration 094). */
export interface DeskLabelTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  /** #rrggbb, lower case. */
  color: string;
  created_by: string;
  created_at: Generated<Date>;
}

export interface DeskConversationLabelTable {
  conversation_id: number;
  label_id: number;
}

/** A label on a lead (console_lead by source and id). */
export interface LeadLabelTable {
  source: string;
  lead_id: number;
  label_id: number;
}

export interface DeskTables {
  desk_conversation: DeskConversationTable;
  desk_note: DeskNoteTable;
  desk_agent: DeskAgentTable;
  desk_visitor: DeskVisitorTable;
  desk_page_view: DeskPageViewTable;
  desk_viewer: DeskViewerTable;
  desk_canned: DeskCannedTable;
  desk_cursor: DeskCursorTable;
  desk_label: DeskLabelTable;
  desk_conversation_label: DeskConversationLabelTable;
  lead_label: LeadLabelTable;
}
