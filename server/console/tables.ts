import type { ColumnType, Generated } from 'kysely';

/** Staff console tables (migration 067_console). */
export interface ConsoleStaffTable {
  user_id: string;
  /** One of STAFF_ROLES (common/console/roles.ts). */
  role: string;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConsoleSessionTable {
  /** SHA-256 (hex) of the cookie's random session ID: a database reader cannot sign in with it. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ConsoleAuditTable {
  id: Generated<string>;
  at: Generated<Date>;
  /** The staff user ID, or null for the server itself (retention). */
  actor: string | null;
  action: string;
  target: Generated<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface LeadStateTable {
  source: string;
  lead_id: number;
  status: Generated<string>;
  assignee: string | null;
  notified_at: Date | null;
  updated_at: Generated<Date>;
}

export interface LeadNoteTable {
  id: Generated<number>;
  source: string;
  lead_id: number;
  author: string;
  body: string;
  created_at: Generated<Date>;
}

/** The view joining the three form tables with their state. */
export interface ConsoleLeadView {
  source: string;
  id: number;
  kind: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  summary: string;
  locale: string;
  created_at: Date;
  status: string;
  assignee: string | null;
  notified_at: Date | null;
}

export interface ConsoleTables {
  console_staff: ConsoleStaffTable;
  console_session: ConsoleSessionTable;
  console_audit: ConsoleAuditTable;
  lead_state: LeadStateTable;
  lead_note: LeadNoteTable;
  console_lead: ConsoleLeadView;
}
